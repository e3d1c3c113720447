import { MailWarning } from "lucide-react";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { ResendConfirmationButton } from "./resend-confirmation-button";

const m = ACCOUNT_MSG.banner;

/**
 * Above every page while the member's address is unconfirmed: one quiet line and a way to get
 * the mail again. Nothing else is held back meanwhile (decision 0110).
 */
export function EmailConfirmationBanner({ email }: { email: string }) {
  return (
    <aside aria-label={m.label} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl items-start gap-2.5 px-4 py-2 text-sm text-amber-950">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
        <p className="min-w-0 break-words">
          {m.text(email)} <ResendConfirmationButton inline />
        </p>
      </div>
    </aside>
  );
}
