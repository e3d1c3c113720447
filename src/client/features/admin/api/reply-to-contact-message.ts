import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { CONTACT_INBOX_MSG } from "#shared/messages/contact.ts";
import type { ContactReplyInput } from "#shared/schemas/contact.ts";
import { adminKeys } from "./admin-keys";

export const replyToContactMessage = ({ id, text }: ContactReplyInput & { id: string }) =>
  callApi("POST /api/admin/contact-messages/:id/reply", { params: { id }, body: { text } });

/**
 * Mails the answer to the sender. The message comes back with it, answered; a refusal is left
 * to the form, which shows it under the field.
 */
export function useReplyToContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToContactMessage,
    onSuccess: (message) => {
      queryClient.setQueryData(adminKeys.contactMessage(message.id), message);
      void queryClient.invalidateQueries({ queryKey: adminKeys.contactMessageLists() });
      toast({ title: CONTACT_INBOX_MSG.replySent, variant: "success" });
    },
  });
}
