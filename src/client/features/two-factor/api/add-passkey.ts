import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Passkey } from "../../../../shared/schemas/passkeys";
import { api } from "../../../lib/api-client";
import { twoFactorKeys } from "../../../lib/auth/two-factor-keys";
import { createPasskey } from "../lib/webauthn";

export interface AddPasskeyInput {
  name: string;
  currentPassword: string;
}

/**
 * The three steps of adding a passkey: the server's options (after the password), the device
 * making the passkey (the browser's own prompt), and the server keeping it under its name.
 */
export async function addPasskey({ name, currentPassword }: AddPasskeyInput): Promise<Passkey> {
  const options = await api.post<PublicKeyCredentialCreationOptionsJSON>(
    "/api/auth/passkeys/registration/options",
    { currentPassword },
  );
  const credential = await createPasskey(options);
  return api.post<Passkey>("/api/auth/passkeys/registration", { name, credential });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.passkeys() }),
  });
}
