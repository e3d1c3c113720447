import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { quipKeys, userKeys } from "#client/lib/query-keys.ts";
import {
  cancelQuipQueries,
  patchQuipInCaches,
  type QuipCacheSnapshot,
  restoreQuipCaches,
} from "#client/lib/quip-cache.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import type { BookmarkState, Quip } from "#shared/schemas/quips.ts";

/** Toggles the member's bookmark; answers the new state. */
export const bookmarkQuip = (id: string) =>
  callApi("POST /api/quips/:id/bookmark", { params: { id } });

type BookmarkVariables = Pick<Quip, "id" | "isBookmarked">;

const bookmarkMutationKey = [...quipKeys.all, "bookmark"] as const;

/** Each press toggles the bookmark at once; rolled back with "Failed to bookmark quip". */
export function useBookmarkQuip() {
  const queryClient = useQueryClient();
  return useMutation<BookmarkState, Error, BookmarkVariables, { snapshot: QuipCacheSnapshot }>({
    scope: { id: "bookmark" },
    mutationKey: bookmarkMutationKey,
    mutationFn: ({ id }) => bookmarkQuip(id),
    onMutate: async ({ id, isBookmarked }) => {
      await cancelQuipQueries(queryClient);
      return { snapshot: patchQuipInCaches(queryClient, id, { isBookmarked: !isBookmarked }) };
    },
    onError: (error, { id, isBookmarked }, context) => {
      if (context) restoreQuipCaches(queryClient, context.snapshot);
      const resume = isBookmarked ? undefined : ({ kind: "bookmark", quipId: id } as const);
      if (handleUnauthorized(error, resume)) return;
      toast({ title: QUIP_CARD_MSG.bookmarkFailed, variant: "destructive" });
    },
    onSuccess: (result, { id }) => {
      if (queryClient.isMutating({ mutationKey: bookmarkMutationKey }) <= 1) {
        patchQuipInCaches(queryClient, id, result);
      }
      // The bookmarks lists live with the member's profile.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
