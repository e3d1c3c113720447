import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { userKeys } from "#client/lib/query-keys.ts";
import type { UserSearchResult } from "#shared/schemas/users.ts";

/** Members whose username contains or resembles the text (at most 20, closest first). */
export const searchUsers = (q: string) =>
  api.get<UserSearchResult[]>(`/api/search/users?${new URLSearchParams({ q })}`);

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...userKeys.all, "search", q], queryFn: () => searchUsers(q) });

export function useSearchUsers(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchUsersQueryOptions(q), enabled: enabled && Boolean(q) });
}
