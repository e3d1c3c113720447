import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { userKeys } from "#client/lib/query-keys.ts";

/** A member's profile with its counts, as the viewer may see them; 404 "User not found.". */
export const getUser = (id: string) => callApi("GET /api/users/:id", { params: { id } });

export const getUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

/** Waits (disabled) until an id is known. */
export function useUser(id: string | undefined) {
  return useQuery({ ...getUserQueryOptions(id ?? ""), enabled: Boolean(id) });
}
