import type { QueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import { currentUserQueryKey } from "./get-current-user";

/**
 * After a sign-in or sign-up: store the member as the current user and drop every other cached
 * answer, since lists carry per-viewer fields (liked, bookmarked) fetched as a visitor.
 */
export function setSignedInUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(currentUserQueryKey, user);
  queryClient.removeQueries({
    predicate: (query) =>
      query.queryKey[0] !== currentUserQueryKey[0] || query.queryKey[1] !== currentUserQueryKey[1],
  });
}
