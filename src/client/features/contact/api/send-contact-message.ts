import { useMutation } from "@tanstack/react-query";
import type { ContactInput } from "../../../../shared/schemas/contact";
import { api } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

/** Sends the contact form; answers `{message: "Message sent successfully!"}`. */
export const sendContactMessage = (input: ContactInput) =>
  api.post<{ message: string }>("/api/contact", input);

export function useSendContactMessage({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof sendContactMessage>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: sendContactMessage });
}
