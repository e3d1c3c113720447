import { CircleCheck, KeyRound, LinkIcon, RotateCw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "#client/components/ui/button.tsx";
import { PageLoader } from "#client/components/ui/spinner.tsx";
import {
  isInvalidResetLink,
  useResetPassword,
} from "#client/features/account/api/reset-password.ts";
import { useVerifyResetToken } from "#client/features/account/api/verify-reset-token.ts";
import { paths } from "#client/lib/paths.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { PASSWORD_RESET_MSG } from "#shared/messages/auth.password-reset.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { ResetPasswordForm } from "./reset-password-form";
import { StatusCard } from "./status-card";

const m = PASSWORD_RESET_MSG;

const requestNewLink = (
  <Link href={paths.forgotPassword.getHref()} className={buttonVariants()}>
    Request a new link
  </Link>
);

/**
 * The reset link's journey: no token, checking it, invalid or expired, the new password form,
 * and done (with Sign In).
 */
export function ResetPasswordScreen({ token }: { token: string | null }) {
  const verify = useVerifyResetToken(token);
  const [outcome, setOutcome] = useState<"done" | "invalid" | null>(null);
  const reset = useResetPassword({
    mutationConfig: {
      onSuccess: () => setOutcome("done"),
      onError: (error) => {
        if (isInvalidResetLink(error)) setOutcome("invalid");
        else
          toast({ title: m.resetFailed, description: AUTH_MSG.tryAgain, variant: "destructive" });
      },
    },
  });

  if (!token) {
    return (
      <StatusCard icon={LinkIcon} tone="neutral" title={m.noToken} actions={requestNewLink}>
        Open the link from your reset email again, or ask for a new one.
      </StatusCard>
    );
  }
  if (outcome === "done") {
    return (
      <StatusCard
        icon={CircleCheck}
        title={m.completeTitle}
        actions={
          <Link href={paths.login.getHref()} className={buttonVariants()}>
            Sign In
          </Link>
        }
      >
        {m.completeBody}
      </StatusCard>
    );
  }
  if (outcome === "invalid" || verify.data?.valid === false) {
    return (
      <StatusCard
        icon={TriangleAlert}
        tone="danger"
        title={m.invalidLinkTitle}
        actions={requestNewLink}
      >
        {m.invalidLinkBody}
      </StatusCard>
    );
  }
  if (verify.isPending) return <PageLoader label="Checking your reset link..." />;
  if (verify.isError) {
    return (
      <StatusCard
        icon={KeyRound}
        tone="neutral"
        title="Couldn't check your link"
        actions={
          <Button variant="secondary" onClick={() => void verify.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        }
      >
        Something went wrong on our side. Please try again in a moment.
      </StatusCard>
    );
  }
  return <ResetPasswordForm onSubmit={(password) => reset.mutateAsync({ token, password })} />;
}
