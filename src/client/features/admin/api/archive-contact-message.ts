import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { CONTACT_INBOX_MSG } from "#shared/messages/contact.ts";
import { adminKeys } from "./admin-keys";

export type ArchiveInput = { id: string; archived: boolean };

export const archiveContactMessage = ({ id, archived }: ArchiveInput) =>
  callApi(
    archived
      ? "POST /api/admin/contact-messages/:id/archive"
      : "POST /api/admin/contact-messages/:id/unarchive",
    { params: { id } },
  );

/** Puts a message away or brings it back to the inbox; both lists and the count follow. */
export function useArchiveContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveContactMessage,
    onSuccess: (message, { archived }) => {
      queryClient.setQueryData(adminKeys.contactMessage(message.id), message);
      for (const queryKey of [adminKeys.contactMessageLists(), adminKeys.contactUnread()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      toast({
        title: archived ? CONTACT_INBOX_MSG.archived : CONTACT_INBOX_MSG.unarchived,
        variant: "success",
      });
    },
    onError: (error, { archived }) =>
      toastAdminFailure(
        error,
        archived ? CONTACT_INBOX_MSG.failed.archive : CONTACT_INBOX_MSG.failed.unarchive,
      ),
  });
}
