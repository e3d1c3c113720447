import { queryOptions, useQuery } from "@tanstack/react-query";
import type { IsAdminAnswer } from "../../../../shared/schemas/auth";
import { api } from "../../../lib/api-client";
import { apiPaths } from "../../../lib/paths";
import { useCurrentUser } from "./get-current-user";

export const getIsAdmin = () => api.get<IsAdminAnswer>(apiPaths.isAdmin);

/** Keyed by the member, so one member's answer never serves another after a sign-in. */
export const getIsAdminQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ["auth", "is-admin", userId ?? null] as const,
    queryFn: getIsAdmin,
    enabled: Boolean(userId),
    select: (response: IsAdminAnswer) => response.isAdmin,
  });

/** Whether the signed-in member is an administrator; never asked for a visitor. */
export function useIsAdmin() {
  const { data: user } = useCurrentUser();
  const query = useQuery(getIsAdminQueryOptions(user?.id));
  return { ...query, isAdmin: Boolean(user) && query.data === true };
}
