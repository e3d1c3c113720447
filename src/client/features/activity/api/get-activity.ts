import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKeys } from "../../../lib/query-keys";

export type ActivityPerson = { id: string; username: string; profileImageUrl: string | null };

/** One notification, as GET /api/users/{id}/activity answers it (the server's ActivityItem). */
export type ActivityItem = {
  id: string;
  type: string;
  actorId: string | null;
  /** Null when naming the actor would unmask an anonymous author. */
  actor: ActivityPerson | null;
  quipId: string | null;
  quip: {
    id: string;
    content: string;
    author: ActivityPerson | null;
    isOwn: boolean;
  } | null;
  commentId: string | null;
  data: Record<string, unknown>;
  createdAt: string;
};

export type ActivityPage = { items: ActivityItem[]; hasMore: boolean; nextOffset: number | null };

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
