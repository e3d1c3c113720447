import { CircleAlert, CircleCheck, Mail, MailOpen } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useEmailStatus } from "#client/features/account/api/email.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import type { EmailStatus } from "#shared/schemas/account.ts";
import { ChangeEmailForm } from "./change-email-form";
import { ResendConfirmationButton } from "./resend-confirmation-button";

const m = ACCOUNT_MSG.email;

/** "Email": the address, whether it is confirmed, a change waiting for its link, and the form. */
export function EmailSection() {
  const status = useEmailStatus();
  return (
    <Card as="section" aria-labelledby="email-title" className="p-5 sm:p-6">
      <h2 id="email-title" className="flex items-center gap-2 font-bold text-gray-900">
        <Mail aria-hidden="true" className="size-5 text-brand" />
        {m.title}
      </h2>
      {status.isPending ? (
        <div role="status" aria-label={`Loading: ${m.title}`} className="mt-4 space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-64 max-w-full" />
        </div>
      ) : status.isError ? (
        <InlineLoadError
          message={m.loadFailed}
          onRetry={() => void status.refetch()}
          className="mt-4 text-gray-800"
        />
      ) : (
        <EmailState status={status.data} />
      )}
      <ChangeEmailForm />
    </Card>
  );
}

function EmailState({ status }: { status: EmailStatus }) {
  return (
    <div className="mt-3 space-y-3">
      <div>
        <p className="text-sm text-gray-700">{m.current}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-lg font-semibold break-all text-gray-900">{status.email}</span>
          {status.confirmed ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2.5 py-0.5 text-sm font-semibold text-brand-strong">
              <CircleCheck aria-hidden="true" className="size-4" />
              {m.confirmed}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
              <CircleAlert aria-hidden="true" className="size-4" />
              {m.unconfirmed}
            </span>
          )}
        </p>
      </div>
      {status.pendingEmail ? (
        <Waiting text={m.pending(status.pendingEmail)} />
      ) : status.confirmed ? null : (
        <Waiting text={m.unconfirmedHelp} />
      )}
    </div>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
      <p className="flex min-w-0 flex-1 basis-60 items-start gap-2 break-words">
        <MailOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">{text}</span>
      </p>
      <ResendConfirmationButton />
    </div>
  );
}
