import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";

/** A member's public result in a competition; 404 "Result not found." when there is none (yet). */
export const getResultCard = (competitionId: string, userId: string) =>
  callApi("GET /api/results/:competitionId/:userId", { params: { competitionId, userId } });

export const getResultCardQueryOptions = (competitionId: string, userId: string) =>
  queryOptions({
    queryKey: ["results", competitionId, userId] as const,
    queryFn: () => getResultCard(competitionId, userId),
  });

export function useResultCard(competitionId: string, userId: string) {
  return useQuery(getResultCardQueryOptions(competitionId, userId));
}
