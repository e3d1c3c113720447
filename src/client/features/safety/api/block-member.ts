import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SAFETY_MSG } from "../../../../shared/messages/safety";
import { SAFETY_CLIENT_MSG } from "../../../../shared/messages/safety.screens";
import type { BlockState } from "../../../../shared/schemas/safety";
import type { Person, UserProfile } from "../../../../shared/schemas/users";
import { api } from "../../../lib/api-client";
import { userKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast/use-toast";
import { toastFailure } from "../lib/failure-toast";
import { dropRevealedQuipsOf, refreshAfterSafetyChange } from "../lib/refresh-after-change";

/** Blocks or unblocks a member; answers whether they are blocked now. */
export const setBlocked = (id: string, block: boolean) =>
  api.post<BlockState>(`/api/users/${encodeURIComponent(id)}/${block ? "block" : "unblock"}`);

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
