import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answerWithPasskey } from "#client/features/two-factor/lib/webauthn.ts";
import { api } from "#client/lib/api-client.ts";
import { setSignedInUser } from "#client/lib/auth/session.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import type { SecondFactorInput } from "#shared/schemas/two-factor.ts";

/** The sign-in's second step with a code from the app or a recovery code. */
export const completeWithCode = (input: SecondFactorInput) =>
  api.post<CurrentUser>("/api/auth/login/second-factor", input);

/**
 * A passkey signs the member in: alone (`sign-in`, the browser offers this site's passkeys), or
 * as the second step after the password (`second-factor`).
 */
export async function signInWithPasskey(use: "sign-in" | "second-factor"): Promise<CurrentUser> {
  const options = await api.post<PublicKeyCredentialRequestOptionsJSON>(
    `/api/auth/passkeys/${use}/options`,
  );
  const credential = await answerWithPasskey(options);
  return api.post<CurrentUser>(`/api/auth/passkeys/${use}`, { credential });
}

/** Any of them, once it answers the member: signed in, as after a password. */
export function useSignInStep<I>(step: (input: I) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
