import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createPasskey } from "#client/features/two-factor/lib/webauthn.ts";
import { callApi } from "#client/lib/api-client.ts";
import { twoFactorKeys } from "#client/lib/auth/two-factor-keys.ts";
import type { Passkey } from "#shared/schemas/passkeys.ts";

export interface AddPasskeyInput {
  name: string;
  currentPassword: string;
}

/**
 * The three steps of adding a passkey: the server's options (after the password), the device
 * making the passkey (the browser's own prompt), and the server keeping it under its name.
 */
export async function addPasskey({ name, currentPassword }: AddPasskeyInput): Promise<Passkey> {
  const options = await callApi("POST /api/auth/passkeys/registration/options", {
    body: { currentPassword },
  });
  const credential = await createPasskey(options);
  return callApi("POST /api/auth/passkeys/registration", { body: { name, credential } });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.passkeys() }),
  });
}
