import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answerWithPasskey } from "#client/features/two-factor/lib/webauthn.ts";
import { callApi } from "#client/lib/api-client.ts";
import { setSignedInUser } from "#client/lib/auth/session.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import type { SecondFactorInput } from "#shared/schemas/two-factor.ts";

/** The sign-in's second step with a code from the app or a recovery code. */
export const completeWithCode = (input: SecondFactorInput) =>
  callApi("POST /api/auth/login/second-factor", { body: input });

/**
 * A passkey signs the member in: alone (`sign-in`, the browser offers this site's passkeys), or
 * as the second step after the password (`second-factor`).
 */
export async function signInWithPasskey(use: "sign-in" | "second-factor"): Promise<CurrentUser> {
  const options = await callApi(
    use === "sign-in"
      ? "POST /api/auth/passkeys/sign-in/options"
      : "POST /api/auth/passkeys/second-factor/options",
  );
  const credential = await answerWithPasskey(options);
  return callApi(
    use === "sign-in" ? "POST /api/auth/passkeys/sign-in" : "POST /api/auth/passkeys/second-factor",
    { body: { credential } },
  );
}

/** Any of them, once it answers the member: signed in, as after a password. */
export function useSignInStep<I>(step: (input: I) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
