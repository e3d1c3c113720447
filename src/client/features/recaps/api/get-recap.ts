import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, callApi } from "#client/lib/api-client.ts";

/** A week's recap ("2026-W48"), or the current week's ("current"). */
export const getRecap = (week: string) => callApi("GET /api/recaps/:week", { params: { week } });

export const recapKeys = { week: (week: string) => ["recaps", week] as const };

export const getRecapQueryOptions = (week: string) =>
  queryOptions({ queryKey: recapKeys.week(week), queryFn: () => getRecap(week) });

export function useRecap(week: string) {
  return useQuery(getRecapQueryOptions(week));
}

/** No such week, or one still to come: there is no recap to show. */
export function isRecapMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
