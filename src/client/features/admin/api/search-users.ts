import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { AdminSearchResult } from "#shared/schemas/admin.ts";
import { adminKeys, adminUrl } from "./admin-keys";

/** Search starts at 2 characters (spec 02 §5). */
export const ADMIN_SEARCH_MIN = 2;

export const searchUsers = (q: string) =>
  api.get<AdminSearchResult>(`${adminUrl("search-users")}?q=${encodeURIComponent(q)}`);

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: adminKeys.searchUsers(q), queryFn: () => searchUsers(q) });

export function useSearchUsers(q: string) {
  return useQuery({ ...searchUsersQueryOptions(q), enabled: q.length >= ADMIN_SEARCH_MIN });
}
