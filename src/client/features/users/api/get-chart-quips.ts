import { queryOptions, useQuery } from "@tanstack/react-query";
import { quipKeys } from "#client/lib/query-keys.ts";
import { LIMITS } from "#shared/limits.ts";
import { getProfileQuips } from "./get-profile-quips";

/** The member's latest quips (one large page), for the likes-over-time chart. */
export const getChartQuipsQueryOptions = (authorId: string) =>
  queryOptions({
    queryKey: quipKeys.feed({ authorId, chart: true }),
    queryFn: () => getProfileQuips(authorId, "new", 1, LIMITS.pageSizeMax),
  });

export function useChartQuips(authorId: string) {
  return useQuery(getChartQuipsQueryOptions(authorId));
}
