import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { heldPostKeys } from "#client/lib/query-keys.ts";
import type { HeldPost } from "#shared/schemas/watched-words.ts";

export const getHeldPostsQueryOptions = () =>
  queryOptions({
    queryKey: heldPostKeys.own(),
    queryFn: () => callApi("GET /api/held-posts"),
  });

/** One's own held posts; a moderator's decision shows when the profile is opened again. */
export function useOwnHeldPosts() {
  return useQuery(getHeldPostsQueryOptions());
}

/** Withdraws a pending post, or clears a declined one: it leaves the cached list at once. */
export function useWithdrawHeldPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi("DELETE /api/held-posts/:id", { params: { id } }),
    onSuccess: (_none, id) =>
      queryClient.setQueryData<HeldPost[]>(heldPostKeys.own(), (list) =>
        list?.filter((post) => post.id !== id),
      ),
  });
}
