import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { userKeys } from "#client/lib/query-keys.ts";

/** Members whose username contains or resembles the text (at most 20, closest first). */
export const searchUsers = (q: string) => callApi("GET /api/search/users", { query: { q } });

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...userKeys.all, "search", q], queryFn: () => searchUsers(q) });

export function useSearchUsers(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchUsersQueryOptions(q), enabled: enabled && Boolean(q) });
}
