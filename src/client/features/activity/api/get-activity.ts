import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityPage } from "../../../../shared/schemas/activity";
import { api } from "../../../lib/api-client";
import { userKeys } from "../../../lib/query-keys";

/** One page of the member's notifications (GET /api/users/{id}/activity). */
export const getActivity = ({
  userId,
  offset,
  limit,
}: {
  userId: string;
  offset: number;
  limit: number;
}) =>
  api.get<ActivityPage>(
    `/api/users/${encodeURIComponent(userId)}/activity?limit=${limit}&offset=${offset}`,
  );

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
