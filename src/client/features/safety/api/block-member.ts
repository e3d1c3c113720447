import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toastFailure } from "#client/features/safety/lib/failure-toast.ts";
import {
  dropRevealedQuipsOf,
  refreshAfterSafetyChange,
} from "#client/features/safety/lib/refresh-after-change.ts";
import { callApi } from "#client/lib/api-client.ts";
import { userKeys } from "#client/lib/query-keys.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import type { BlockState } from "#shared/schemas/safety.ts";
import type { Person, UserProfile } from "#shared/schemas/users.ts";

/** Blocks or unblocks a member; answers whether they are blocked now. */
export const setBlocked = (id: string, block: boolean) =>
  callApi(block ? "POST /api/users/:id/block" : "POST /api/users/:id/unblock", { params: { id } });

export type BlockVariables = { member: Person; block: boolean };

/**
 * Block (after its confirmation) or unblock. A block ends the follows between the two both
 * ways, which an unblock does not bring back: so its toast has no Undo, and says where the
 * block is undone instead.
 */
export function useBlockMember({ onSuccess }: { onSuccess?: (state: BlockState) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation<BlockState, Error, BlockVariables>({
    mutationFn: ({ member, block }) => setBlocked(member.id, block),
    onSuccess: (state, { member }) => {
      const { isBlocked } = state;
      if (isBlocked) dropRevealedQuipsOf(queryClient, member.id);
      queryClient.setQueryData<UserProfile>(userKeys.detail(member.id), (profile) =>
        profile
          ? {
              ...profile,
              isBlocked,
              ...(isBlocked ? { isFollowing: false, followsViewer: false } : {}),
            }
          : profile,
      );
      refreshAfterSafetyChange(queryClient);
      toast(
        isBlocked
          ? {
              title: SAFETY_MSG.blocked(member.username),
              description: SAFETY_CLIENT_MSG.unblockWhere,
              variant: "success",
            }
          : { title: SAFETY_MSG.unblocked(member.username), variant: "success" },
      );
      onSuccess?.(state);
    },
    onError: (error) => toastFailure(error, SAFETY_CLIENT_MSG.blockFailed),
  });
}
