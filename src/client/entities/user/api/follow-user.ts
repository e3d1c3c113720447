import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { quipKeys, userKeys } from "#client/lib/query-keys.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { PROFILE_MSG } from "#shared/messages/users.ts";
import { displayName } from "#shared/rules/avatar-initials.ts";
import type { FollowState, UserProfile } from "#shared/schemas/users.ts";
import { getUser } from "./get-user";

/** One call toggles following and not following; answers the new state. */
export const toggleFollow = (id: string) =>
  callApi("POST /api/users/:id/follow", { params: { id } });

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
