import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { adminKeys } from "./admin-keys";

/** Asked again this often while the console is open, so a new message shows on its tab. */
const UNREAD_POLL_MS = 60_000;

export const getContactUnreadCount = () => callApi("GET /api/admin/contact-messages/unread-count");

export const getContactUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.contactUnread(),
    queryFn: getContactUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS,
  });

export function useContactUnreadCount() {
  return useQuery(getContactUnreadCountQueryOptions());
}
