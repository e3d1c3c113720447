import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { adminKeys } from "./admin-keys";

const m = ADMIN_MSG.moderation;

/** The members who moderate, with when each was made one (administrators only). */
export const getModerators = () => callApi("GET /api/admin/moderators");

export const getModeratorsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.moderators(), queryFn: getModerators });

export function useModerators() {
  return useQuery(getModeratorsQueryOptions());
}

export type ChangeModeratorInput = { id: string; username: string; grant: boolean };

/** Makes a member a moderator or takes the role back. Answers 204. */
export const changeModerator = ({ id, grant }: ChangeModeratorInput) =>
  callApi(
    grant
      ? "POST /api/admin/users/:id/grant-moderator"
      : "POST /api/admin/users/:id/revoke-moderator",
    { params: { id } },
  );

export function useChangeModerator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeModerator,
    onSuccess: (_result, { grant, username }) => {
      toast({
        title: grant ? m.done.moderatorGranted : m.done.moderatorRevoked,
        description: `@${username}`,
        variant: "success",
      });
      for (const queryKey of [adminKeys.users(), adminKeys.log()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error, { grant }) =>
      toastAdminFailure(error, grant ? m.failed.grantModerator : m.failed.revokeModerator),
  });
}
