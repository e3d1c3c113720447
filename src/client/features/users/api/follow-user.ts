import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CLIENT_MSG } from "../../../../shared/messages";
import type { FollowState, UserProfile } from "../../../../shared/schemas/user";
import { toast } from "../../../components/ui/use-toast";
import { api } from "../../../lib/api-client";
import { quipKeys, userKeys } from "../../../lib/query-keys";
import { handleUnauthorized } from "../../auth";

/** One call toggles following and not following; answers the new state. */
export const toggleFollow = ({ id }: { id: string; name: string }) =>
  api.post<FollowState>(`/api/users/${encodeURIComponent(id)}/follow`);

const m = CLIENT_MSG.profile;

/**
 * Follow or unfollow a member: "Following {name}" / "Unfollowed {name}", or "Failed to update
 * follow status". The profile, every follow list and the following feeds refresh.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFollow,
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
    onError: (error) => {
      if (handleUnauthorized(error, "register")) return;
      toast({ title: m.followFailed, variant: "destructive" });
    },
  });
}
