import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { twoFactorKeys } from "#client/lib/auth/two-factor-keys.ts";
import type { CurrentPasswordInput, TotpEnableInput } from "#shared/schemas/two-factor.ts";

/** A new secret to scan, after the password; nothing changes until a code turns it on. */
export const setupTotp = (input: CurrentPasswordInput) =>
  callApi("POST /api/auth/totp/setup", { body: input });

export const enableTotp = (input: TotpEnableInput) =>
  callApi("POST /api/auth/totp/enable", { body: input });

export const disableTotp = (input: CurrentPasswordInput) =>
  callApi("POST /api/auth/totp/disable", { body: input });

export const renewRecoveryCodes = (input: CurrentPasswordInput) =>
  callApi("POST /api/auth/totp/recovery-codes", { body: input });

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}

/** Each change refreshes the state the section shows; the codes themselves are never cached. */
function useTotpChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.totp() }),
  });
}

export const useEnableTotp = () => useTotpChange(enableTotp);
export const useDisableTotp = () => useTotpChange(disableTotp);
export const useRenewRecoveryCodes = () => useTotpChange(renewRecoveryCodes);
