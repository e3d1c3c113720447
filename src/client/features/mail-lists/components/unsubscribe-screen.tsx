import { type LucideIcon, MailCheck, MailMinus, MailX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { useUnsubscribe } from "#client/features/mail-lists/api/unsubscribe.ts";
import { paths } from "#client/lib/paths.ts";
import { refusalText } from "#client/lib/refusal.ts";
import { MAIL_LISTS_MSG } from "#shared/messages/mail-lists.ts";
import { isMailList, type MailList, mailListLabel } from "#shared/rules/mail-lists.ts";
import { UnsubscribeInput } from "#shared/schemas/mail-lists.ts";

const m = MAIL_LISTS_MSG;

/** The list a token's middle names, when the token has a token's shape; its signature is the server's to check. */
function listOf(token: string): MailList | null {
  if (!UnsubscribeInput.safeParse({ token }).success) return null;
  const list = token.split(".")[1] ?? "";
  return isMailList(list) ? list : null;
}

function Panel({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card
      as="section"
      aria-labelledby="unsubscribe-title"
      className="px-6 py-10 text-center sm:px-10"
    >
      <Icon aria-hidden="true" className="mx-auto size-10 text-brand" />
      <h1 id="unsubscribe-title" className="mt-4 text-2xl font-extrabold text-gray-900">
        {title}
      </h1>
      <div className="mx-auto mt-3 max-w-sm text-gray-700">{children}</div>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div>
    </Card>
  );
}

const HomeLink = () => (
  <Link href={paths.home.getHref()} className={buttonVariants({ variant: "secondary" })}>
    {m.home}
  </Link>
);

/**
 * The page an unsubscribe link opens (decision 0160). Opening it stops nothing, since link
 * scanners open links too: it says what will stop, and one press stops it, signed in or not.
 */
export function UnsubscribeScreen({ token }: { token: string | null }) {
  const stop = useUnsubscribe();
  const list = token ? listOf(token) : null;
  if (!token || !list) {
    return (
      <Panel icon={MailX} title={m.pageTitle} actions={<HomeLink />}>
        <p role="alert">{token ? m.badToken : m.noToken}</p>
      </Panel>
    );
  }
  const label = mailListLabel(list);
  if (stop.isSuccess) {
    return (
      <Panel
        icon={MailCheck}
        title={m.done(stop.data.label)}
        actions={
          <>
            <Link href={paths.notificationSettings.getHref()} className={buttonVariants()}>
              {m.toSettings}
            </Link>
            <HomeLink />
          </>
        }
      >
        <p role="status">{m.doneHint}</p>
      </Panel>
    );
  }
  return (
    <Panel
      icon={MailMinus}
      title={m.pageTitle}
      actions={
        <Button onClick={() => stop.mutate(token)} disabled={stop.isPending}>
          {m.confirm}
        </Button>
      }
    >
      <p>{m.willStop(label)}</p>
      {stop.isError ? (
        <p role="alert" className="mt-3 font-semibold text-red-700">
          {refusalText(stop.error) ?? m.failed}
        </p>
      ) : null}
    </Panel>
  );
}
