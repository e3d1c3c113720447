import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { adminKeys } from "./admin-keys";

/**
 * The reported quips, one row each with all its pending reports: hidden ones first, then the
 * most recently reported. Administrators see the author even while the quip is anonymous.
 */
export const getFlaggedQuips = () => callApi("GET /api/admin/flagged-quips");

export const getFlaggedQuipsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.flags(), queryFn: getFlaggedQuips });

export function useFlaggedQuips() {
  return useQuery(getFlaggedQuipsQueryOptions());
}
