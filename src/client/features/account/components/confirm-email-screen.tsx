import { CircleCheck, LinkIcon, MailX, RotateCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "#client/components/ui/button.tsx";
import { PageLoader } from "#client/components/ui/spinner.tsx";
import { useConfirmEmail } from "#client/features/account/api/confirm-email.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { paths } from "#client/lib/paths.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { StatusCard } from "./status-card";

const m = ACCOUNT_MSG.confirmPage;

/** Onward from the screen: a member's own settings, or home for someone not signed in here. */
function OnwardLink() {
  const { data: user } = useCurrentUser();
  return user ? (
    <Link href={paths.account.getHref()} className={buttonVariants()}>
      {m.toAccount}
    </Link>
  ) : (
    <Link href={paths.home.getHref()} className={buttonVariants()}>
      {m.home}
    </Link>
  );
}

/**
 * The emailed link's screen: it confirms on arrival (once, however often React runs the
 * effect) and says how it went: done, a link refused for what it is (made up, used, expired,
 * or its address taken meanwhile, in the server's words), or a failure to try again.
 */
export function ConfirmEmailScreen({ token }: { token: string | null }) {
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm.mutate]);

  if (!token) {
    return (
      <StatusCard
        icon={LinkIcon}
        tone="neutral"
        title={ACCOUNT_MSG.link.missing}
        actions={<OnwardLink />}
      >
        {m.noTokenBody}
      </StatusCard>
    );
  }
  if (confirm.isSuccess) {
    return (
      <StatusCard icon={CircleCheck} title={ACCOUNT_MSG.emailConfirmed} actions={<OnwardLink />}>
        {m.done(confirm.data.email)}
      </StatusCard>
    );
  }
  if (confirm.isError) {
    const refusal = refusalText(confirm.error);
    if (refusal && !refusal.startsWith("Too many")) {
      return (
        <StatusCard icon={MailX} tone="danger" title={refusal} actions={<OnwardLink />}>
          {m.refusedBody}
        </StatusCard>
      );
    }
    return (
      <StatusCard
        icon={MailX}
        tone="neutral"
        title={m.failedTitle}
        actions={
          <Button variant="secondary" onClick={() => confirm.mutate(token)}>
            <RotateCw aria-hidden="true" className="size-4" />
            {ACCOUNT_MSG.tryAgain}
          </Button>
        }
      >
        {refusal ?? m.failedBody}
      </StatusCard>
    );
  }
  return <PageLoader label={m.checking} />;
}
