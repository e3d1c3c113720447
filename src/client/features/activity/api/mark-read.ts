import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { MarkReadBody } from "#shared/schemas/live.ts";
import { getUnreadCountQueryOptions } from "./get-unread-count";

/** Marks the member's notifications read, all or those up to and including `upTo`. */
export const markRead = (body: MarkReadBody) => callApi("POST /api/notifications/read", { body });

/** The badge takes the count the server answers. A failure leaves it; the next visit tries again. */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (answer) => {
      queryClient.setQueryData(getUnreadCountQueryOptions(userId).queryKey, answer);
    },
  });
}
