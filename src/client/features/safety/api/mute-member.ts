import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
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
import type { MuteState } from "#shared/schemas/safety.ts";
import type { Person, UserProfile } from "#shared/schemas/users.ts";

const m = SAFETY_CLIENT_MSG;

/** Mutes or unmutes a member; answers whether they are muted now. */
export const setMuted = (id: string, mute: boolean) =>
  callApi(mute ? "POST /api/users/:id/mute" : "POST /api/users/:id/unmute", { params: { id } });

export type MuteVariables = { member: Person; mute: boolean };

function applyMuteState(queryClient: QueryClient, member: Person, { isMuted }: MuteState): void {
  if (isMuted) dropRevealedQuipsOf(queryClient, member.id);
  queryClient.setQueryData<UserProfile>(userKeys.detail(member.id), (profile) =>
    profile ? { ...profile, isMuted } : profile,
  );
  refreshAfterSafetyChange(queryClient);
}

/** The Undo of a mute's toast: runs after the button that muted may have left the page. */
async function undoMute(queryClient: QueryClient, member: Person): Promise<void> {
  try {
    applyMuteState(queryClient, member, await setMuted(member.id, false));
    toast({ title: SAFETY_MSG.unmuted(member.username), variant: "success" });
  } catch (error) {
    toastFailure(error, m.muteFailed);
  }
}

/**
 * Mute or unmute from a card, a profile or Settings. A mute takes the member's revealed quips
 * out of every list at once and says, with an Undo, that their anonymous quips stay.
 */
export function useMuteMember({ onSuccess }: { onSuccess?: (state: MuteState) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation<MuteState, Error, MuteVariables>({
    mutationFn: ({ member, mute }) => setMuted(member.id, mute),
    onSuccess: (state, { member }) => {
      applyMuteState(queryClient, member, state);
      toast(
        state.isMuted
          ? {
              title: SAFETY_MSG.muted(member.username),
              description: SAFETY_MSG.anonymousQuipsStay,
              variant: "success",
              action: {
                label: m.undo,
                altText: m.undoElsewhere,
                onClick: () => void undoMute(queryClient, member),
              },
            }
          : { title: SAFETY_MSG.unmuted(member.username), variant: "success" },
      );
      onSuccess?.(state);
    },
    onError: (error) => toastFailure(error, m.muteFailed),
  });
}
