import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { adminKeys } from "./admin-keys";

/** Search starts at 2 characters (spec 02 §5). */
export const ADMIN_SEARCH_MIN = 2;

export const searchUsers = (q: string) => callApi("GET /api/admin/search-users", { query: { q } });

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: adminKeys.searchUsers(q), queryFn: () => searchUsers(q) });

export function useSearchUsers(q: string) {
  return useQuery({ ...searchUsersQueryOptions(q), enabled: q.length >= ADMIN_SEARCH_MIN });
}
