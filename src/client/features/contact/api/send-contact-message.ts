import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { ContactInput } from "#shared/schemas/contact.ts";

/** Sends the contact form; answers `{message: "Message sent successfully!"}`. */
export const sendContactMessage = (input: ContactInput) =>
  callApi("POST /api/contact", { body: input });

export function useSendContactMessage({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof sendContactMessage>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: sendContactMessage });
}
