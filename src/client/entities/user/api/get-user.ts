import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserProfile } from "../../../../shared/schemas/users";
import { api } from "../../../lib/api-client";
import { userKeys } from "../../../lib/query-keys";

/** A member's profile with its counts, as the viewer may see them; 404 "User not found.". */
export const getUser = (id: string) => api.get<UserProfile>(`/api/users/${encodeURIComponent(id)}`);

export const getUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

/** Waits (disabled) until an id is known. */
export function useUser(id: string | undefined) {
  return useQuery({ ...getUserQueryOptions(id ?? ""), enabled: Boolean(id) });
}
