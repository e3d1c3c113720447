import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { userKeys } from "#client/lib/query-keys.ts";

/** One page of the member's notifications (GET /api/users/{id}/activity). */
export const getActivity = ({
  userId,
  offset,
  limit,
}: {
  userId: string;
  offset: number;
  limit: number;
}) => callApi("GET /api/users/:id/activity", { params: { id: userId }, query: { limit, offset } });

export const activityKeys = (userId: string) => [...userKeys.detail(userId), "activity"] as const;

/** The member's newest notifications, for the sidebar's Recent Activity. */
export const getRecentActivityQueryOptions = (userId: string, limit: number) =>
  queryOptions({
    queryKey: [...activityKeys(userId), "recent", limit] as const,
    queryFn: () => getActivity({ userId, offset: 0, limit }),
    staleTime: 0,
  });

export function useRecentActivity(userId: string, limit: number) {
  return useQuery(getRecentActivityQueryOptions(userId, limit));
}
