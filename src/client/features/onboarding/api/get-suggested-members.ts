import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { FollowState, SuggestedMember } from "#shared/schemas/users.ts";

/**
 * Not under the shared `users` prefix on purpose: a follow refreshes every `users` query, and
 * this list must keep the member just followed in place, with Unfollow under the same finger.
 */
const suggestedKey = ["suggested-members"] as const;

export const getSuggestedMembers = () => callApi("GET /api/users/suggested");

export const getSuggestedMembersQueryOptions = () =>
  queryOptions({ queryKey: suggestedKey, queryFn: getSuggestedMembers });

export function useSuggestedMembers() {
  return useQuery(getSuggestedMembersQueryOptions());
}

/** Writes a follow made from the list into the list, so its button shows the new state. */
export function useKeepFollowState() {
  const queryClient = useQueryClient();
  return (id: string, state: FollowState) =>
    queryClient.setQueryData<SuggestedMember[]>(suggestedKey, (people) =>
      people?.map((person) =>
        person.id === id ? { ...person, isFollowing: state.isFollowing } : person,
      ),
    );
}
