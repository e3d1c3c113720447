import { KeyRound } from "lucide-react";
import { useState } from "react";
import { TWO_FACTOR_MSG } from "../../../../shared/messages/two-factor";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { usePasskeysElsewhere } from "../api/get-passkey-site";
import { signInWithPasskey, useSignInStep } from "../api/sign-in-steps";
import { passkeyProblem } from "../lib/webauthn";
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
