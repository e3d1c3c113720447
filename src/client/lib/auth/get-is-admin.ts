import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { IsAdminAnswer } from "#shared/schemas/auth.ts";
import { useCurrentUser } from "./get-current-user";

export const getIsAdmin = () => callApi("GET /api/auth/is-admin");

/** Keyed by the member, so one member's answer never serves another after a sign-in. */
export const getIsAdminQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ["auth", "is-admin", userId ?? null] as const,
    queryFn: getIsAdmin,
    enabled: Boolean(userId),
    select: (response: IsAdminAnswer) => response.isAdmin,
  });

/**
 * Whether the signed-in member is an administrator, as the current user already says: cards,
 * the layout and the pages ask no server for it. What it shows is only an offer (a delete
 * button, the admin switch); the server decides every admin action itself.
 */
export function useIsAdmin() {
  const { data: user } = useCurrentUser();
  return { isAdmin: user?.isAdmin === true };
}

/** The admin screen's own check, asked of the server as the screen opens; never for a visitor. */
export function useConfirmedAdmin() {
  const { data: user } = useCurrentUser();
  return useQuery(getIsAdminQueryOptions(user?.id));
}
