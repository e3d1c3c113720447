import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toastAdminFailure } from "#client/features/admin/lib/admin-failure.ts";
import { callApi } from "#client/lib/api-client.ts";
import { registrationModeQueryKey } from "#client/lib/auth/registration-mode.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import type { RegistrationMode } from "#shared/schemas/sign-up.ts";
import { adminKeys } from "./admin-keys";

/** Who may sign up: open, approval or invite (decision 0155). */
export const getRegistrationSetting = () => callApi("GET /api/admin/settings/registration");

export const getRegistrationSettingQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.registrationMode(), queryFn: getRegistrationSetting });

export function useRegistrationSetting() {
  return useQuery(getRegistrationSettingQueryOptions());
}

export const updateRegistrationSetting = (mode: RegistrationMode) =>
  callApi("PUT /api/admin/settings/registration", { body: { mode } });

/** The new mode shows here, on the sign-up form and in Settings' invites, and in the log. */
export function useUpdateRegistrationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrationSetting,
    onSuccess: (setting) => {
      queryClient.setQueryData(adminKeys.registrationMode(), setting);
      queryClient.setQueryData(registrationModeQueryKey, setting);
      toast({ title: SIGN_UP_MSG.modeSaved, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: adminKeys.log() });
    },
    onError: (error) => toastAdminFailure(error, SIGN_UP_MSG.modeFailed),
  });
}
