import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";

export const inviteKeys = { all: ["invites"] as const };

/** The member's own invite codes, newest first, with whether each is used or expired. */
export const getInvites = () => callApi("GET /api/invites");

export const getInvitesQueryOptions = () =>
  queryOptions({ queryKey: inviteKeys.all, queryFn: getInvites });

export function useInvites() {
  return useQuery(getInvitesQueryOptions());
}

export const createInvite = () => callApi("POST /api/invites");

/** A new code goes to the top of the list; the section says what happened. */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}

export const revokeInvite = (code: string) =>
  callApi("DELETE /api/invites/:code", { params: { code } });

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
