import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ONBOARDING_MSG } from "../../../../shared/messages/onboarding";
import type { CurrentUser } from "../../../../shared/schemas/auth";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/auth/get-current-user";
import { handleUnauthorized } from "../../../lib/auth/handle-unauthorized";
import { toast } from "../../../lib/toast/use-toast";

export const finishOnboarding = () => api.post<CurrentUser>("/api/users/onboarded");

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
