import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";

/** The member's unread notifications, at most LIMITS.unreadCountCap. */
export const getUnreadCount = () => callApi("GET /api/notifications/unread-count");

/** Asked once; `unread` events and marking read keep it true after that. */
export const getUnreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["notifications", "unread", userId] as const,
    queryFn: getUnreadCount,
  });

/** The count for a member; undefined for a visitor and until it is known. */
export function useUnreadCount(userId: string | null | undefined): number | undefined {
  const query = useQuery({ ...getUnreadCountQueryOptions(userId ?? ""), enabled: Boolean(userId) });
  return userId ? query.data?.count : undefined;
}
