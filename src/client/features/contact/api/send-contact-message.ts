import { useMutation } from "@tanstack/react-query";
import type { ContactInput } from "../../../../shared/schemas/contact";
import type { MessageAnswer } from "../../../../shared/schemas/message";
import { api } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

/** Sends the contact form; answers `{message: "Message sent successfully!"}`. */
export const sendContactMessage = (input: ContactInput) =>
  api.post<MessageAnswer>("/api/contact", input);

export function useSendContactMessage({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof sendContactMessage>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: sendContactMessage });
}
