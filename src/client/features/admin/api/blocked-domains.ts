import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import { adminKeys } from "./admin-keys";

/** Email domains nobody may sign up with or change to, alphabetical. */
export const getBlockedDomains = () => callApi("GET /api/admin/blocked-domains");

export const getBlockedDomainsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.blockedDomains(), queryFn: getBlockedDomains });

export function useBlockedDomains() {
  return useQuery(getBlockedDomainsQueryOptions());
}

export const blockDomain = (domain: string) =>
  callApi("POST /api/admin/blocked-domains", { body: { domain } });

/** The form shows a refusal under its field; a signed-out answer goes to sign in. */
export function useBlockDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockDomain,
    onSuccess: (blocked) => {
      toast({ title: SIGN_UP_MSG.domainAdded(blocked.domain), variant: "success" });
      for (const queryKey of [adminKeys.blockedDomains(), adminKeys.log()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => handleUnauthorized(error),
  });
}

export const unblockDomain = (domain: string) =>
  callApi("DELETE /api/admin/blocked-domains/:domain", { params: { domain } });

export function useUnblockDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockDomain,
    onSuccess: (_result, domain) => {
      toast({ title: SIGN_UP_MSG.domainRemoved(domain), variant: "success" });
      for (const queryKey of [adminKeys.blockedDomains(), adminKeys.log()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => toastAdminFailure(error, SIGN_UP_MSG.domainRemoveFailed),
  });
}
