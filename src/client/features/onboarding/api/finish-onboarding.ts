import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { currentUserQueryKey } from "#client/lib/auth/get-current-user.ts";
import { handleUnauthorized } from "#client/lib/auth/handle-unauthorized.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { ONBOARDING_MSG } from "#shared/messages/onboarding.ts";

export const finishOnboarding = () => callApi("POST /api/users/onboarded");

/** Closes the welcome tour for good: the server keeps it, so no other device shows it again. */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishOnboarding,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: ONBOARDING_MSG.finishFailed, variant: "destructive" });
    },
  });
}
