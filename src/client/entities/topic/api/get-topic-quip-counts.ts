import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { topicKeys } from "#client/lib/query-keys.ts";
import { TIMING } from "#shared/limits.ts";
import type { TopicQuipCounts } from "#shared/schemas/topics.ts";

/** How many more quips the member may post on today's and yesterday's topics (members only). */
export const getTopicQuipCounts = () => callApi("GET /api/user-topic-quip-counts");

export const getTopicQuipCountsQueryOptions = () =>
  queryOptions({ queryKey: topicKeys.counts(), queryFn: getTopicQuipCounts });

export function useTopicQuipCounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTopicQuipCountsQueryOptions(), enabled });
}

/**
 * After a quip on a topic is posted: one place fewer right away, then the server's count about
 * two seconds later (TIMING.topicCountsRefreshMs).
 */
export function spendTopicPlace(queryClient: QueryClient, day: "today" | "yesterday"): void {
  queryClient.setQueryData<TopicQuipCounts>(topicKeys.counts(), (counts) => {
    const quota = counts?.[day];
    if (!counts || !quota) return counts;
    return { ...counts, [day]: { ...quota, remaining: Math.max(0, quota.remaining - 1) } };
  });
  setTimeout(
    () => void queryClient.invalidateQueries({ queryKey: topicKeys.counts() }),
    TIMING.topicCountsRefreshMs,
  );
}
