import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { usePasskeysElsewhere } from "#client/features/two-factor/api/get-passkey-site.ts";
import { signInWithPasskey, useSignInStep } from "#client/features/two-factor/api/sign-in-steps.ts";
import { passkeyProblem } from "#client/features/two-factor/lib/webauthn.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import { PasskeysElsewhere } from "./passkeys-elsewhere";

const s = TWO_FACTOR_MSG.screens;

/**
 * "Continue with a passkey" on the sign-in screen: no name or password, the device decides. At
 * an address where passkeys cannot work, why and the way to where they do.
 */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignInStep(() => signInWithPasskey("sign-in"));
  const [problem, setProblem] = useState<string | null>(null);
  const elsewhere = usePasskeysElsewhere();
  if (elsewhere) return <PasskeysElsewhere address={elsewhere} />;
  return (
    <div>
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={signIn.isPending}
        onClick={() => {
          setProblem(null);
          signIn.mutate(undefined, {
            onSuccess: onSignedIn,
            onError: (error) => setProblem(passkeyProblem(error)),
          });
        }}
      >
        {signIn.isPending ? (
          <Spinner className="size-5" />
        ) : (
          <KeyRound aria-hidden="true" className="size-5" />
        )}
        {s.continueWithPasskey}
      </Button>
      <div role="alert" className="mt-2 text-center text-sm text-red-700">
        {problem}
      </div>
    </div>
  );
}
