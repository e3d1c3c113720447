import { useQueryClient } from "@tanstack/react-query";
import { useLiveEvent } from "../../../lib/live/live-provider";
import { activityKeys } from "../api/get-activity";
import { getUnreadCountQueryOptions, useUnreadCount } from "../api/get-unread-count";

/**
 * The member's unread count, kept true by the stream's `unread` events; mount it once (the
 * layout). A count that is not zero means something arrived (or was withdrawn): the activity
 * shown anywhere (the activity page, the sidebar's recent activity) is read again.
 */
export function useLiveUnreadCount(userId: string | null | undefined): number | undefined {
  const queryClient = useQueryClient();
  const count = useUnreadCount(userId);
  useLiveEvent("unread", (event) => {
    if (!userId) return;
    queryClient.setQueryData(getUnreadCountQueryOptions(userId).queryKey, event);
    if (event.count > 0) void queryClient.invalidateQueries({ queryKey: activityKeys(userId) });
  });
  return count;
}
