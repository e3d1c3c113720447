import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import { adminKeys } from "./admin-keys";

/** Members waiting for approval, oldest first. */
export const getPendingMembers = () => callApi("GET /api/moderation/pending-members");

export const getPendingMembersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.pendingMembers(), queryFn: getPendingMembers });

export function usePendingMembers() {
  return useQuery(getPendingMembersQueryOptions());
}

export type PendingDecision = { id: string; username: string; decision: "approve" | "decline" };

/** Approves or declines one waiting member. Answers 204. */
export const decidePendingMember = ({ id, decision }: PendingDecision) =>
  callApi(
    decision === "approve"
      ? "POST /api/moderation/users/:id/approve"
      : "POST /api/moderation/users/:id/decline",
    { params: { id } },
  );

export function useDecidePendingMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePendingMember,
    onSuccess: (_result, { username, decision }) => {
      toast({
        title:
          decision === "approve" ? SIGN_UP_MSG.approved(username) : SIGN_UP_MSG.declined(username),
        variant: "success",
      });
      for (const queryKey of [adminKeys.users(), adminKeys.log(), adminKeys.stats()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error, { decision }) => {
      // Another moderator may have decided first: the list is read again either way.
      void queryClient.invalidateQueries({ queryKey: adminKeys.pendingMembers() });
      toastAdminFailure(
        error,
        decision === "approve" ? SIGN_UP_MSG.approveFailed : SIGN_UP_MSG.declineFailed,
      );
    },
  });
}
