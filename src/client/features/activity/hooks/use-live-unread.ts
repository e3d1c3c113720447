import { useQueryClient } from "@tanstack/react-query";
import { activityKeys } from "#client/features/activity/api/get-activity.ts";
import {
  getUnreadCountQueryOptions,
  useUnreadCount,
} from "#client/features/activity/api/get-unread-count.ts";
import { useLiveEvent } from "#client/lib/live/live-provider.tsx";

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
