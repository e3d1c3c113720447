import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PROFILE_MSG } from "../../../../shared/messages/users";
import { displayName } from "../../../../shared/rules/avatar-initials";
import type { FollowState, UserProfile } from "../../../../shared/schemas/users";
import { api } from "../../../lib/api-client";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { quipKeys, userKeys } from "../../../lib/query-keys";
import { refusalDescription } from "../../../lib/refusal";
import { toast } from "../../../lib/toast/use-toast";
import { getUser } from "./get-user";

/** One call toggles following and not following; answers the new state. */
export const toggleFollow = (id: string) =>
  api.post<FollowState>(`/api/users/${encodeURIComponent(id)}/follow`);

type FollowVariables = { id: string; name: string; username: string };

const m = PROFILE_MSG;

/**
 * Follow or unfollow a member: "Following {name}" / "Unfollowed {name}", or "Failed to update
 * follow status" with the server's reason when it gave one. The profile, every follow list and
 * the following feeds refresh.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation<FollowState, Error, FollowVariables>({
    mutationFn: ({ id }) => toggleFollow(id),
    onSuccess: (result, { id, name }) => {
      queryClient.setQueryData<UserProfile>(userKeys.detail(id), (profile) =>
        profile ? { ...profile, ...result } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: quipKeys.feeds() });
      toast({
        title: result.isFollowing ? m.following(name) : m.unfollowed(name),
        variant: "success",
      });
    },
    onError: (error, { id, username }) => {
      const resume = { kind: "follow", userId: id, username } as const;
      if (handleUnauthorized(error, resume)) return;
      toast({ title: m.followFailed, ...refusalDescription(error), variant: "destructive" });
    },
  });
}

/**
 * A follow asked for before signing in, done once signed in: only when the member does not
 * follow already, since a second call would undo the first.
 */
export async function resumeFollow({ userId }: { userId: string }): Promise<void> {
  try {
    const profile = await getUser(userId);
    if (!profile.isFollowing) await toggleFollow(userId);
    toast({ title: m.following(displayName(profile)), variant: "success" });
  } catch (error) {
    toast({ title: m.followFailed, ...refusalDescription(error), variant: "destructive" });
  }
}
