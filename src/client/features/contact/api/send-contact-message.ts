import { useMutation } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { MutationConfig } from "#client/lib/react-query.ts";
import type { ContactInput } from "#shared/schemas/contact.ts";
import type { MessageAnswer } from "#shared/schemas/message.ts";

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
