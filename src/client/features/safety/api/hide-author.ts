import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toastFailure } from "#client/features/safety/lib/failure-toast.ts";
import { refreshAfterSafetyChange } from "#client/features/safety/lib/refresh-after-change.ts";
import { callApi } from "#client/lib/api-client.ts";
import { removeQuipFromCaches } from "#client/lib/quip-cache.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import type { HideAuthorState } from "#shared/schemas/safety.ts";

const m = SAFETY_CLIENT_MSG;

/** Hides an anonymous quip and mutes its author from its reveal on. */
export const hideAuthor = (quipId: string) =>
  callApi("POST /api/quips/:id/hide-author", { params: { id: quipId } });

/** Undoes it: the quip shows again, and its author is not muted at its reveal. */
export const unhideAuthor = (quipId: string) =>
  callApi("DELETE /api/quips/:id/hide-author", { params: { id: quipId } });

async function undoHide(queryClient: QueryClient, quipId: string): Promise<void> {
  try {
    await unhideAuthor(quipId);
    refreshAfterSafetyChange(queryClient);
    toast({ title: SAFETY_MSG.quipUnhidden, variant: "success" });
  } catch (error) {
    toastFailure(error, m.unhideFailed);
  }
}

/**
 * "Hide this quip and its author" on an anonymous quip: that one quip leaves every list at
 * once, and nothing else does (until the reveal it links no other quip), with an Undo.
 */
export function useHideAuthor({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation<HideAuthorState, Error, { quipId: string }>({
    mutationFn: ({ quipId }) => hideAuthor(quipId),
    onSuccess: (_state, { quipId }) => {
      removeQuipFromCaches(queryClient, quipId);
      refreshAfterSafetyChange(queryClient);
      toast({
        title: SAFETY_MSG.quipHidden,
        description: SAFETY_MSG.hideAuthorExplained,
        variant: "success",
        action: {
          label: m.undo,
          altText: m.undoElsewhere,
          onClick: () => void undoHide(queryClient, quipId),
        },
      });
      onSuccess?.();
    },
    onError: (error) => toastFailure(error, m.hideFailed),
  });
}

/** Settings' Unmute of a hidden quip still anonymous. */
export function useUnhideAuthor() {
  const queryClient = useQueryClient();
  return useMutation<HideAuthorState, Error, { quipId: string }>({
    mutationFn: ({ quipId }) => unhideAuthor(quipId),
    onSuccess: () => {
      refreshAfterSafetyChange(queryClient);
      toast({ title: SAFETY_MSG.quipUnhidden, variant: "success" });
    },
    onError: (error) => toastFailure(error, m.unhideFailed),
  });
}
