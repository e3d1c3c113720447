import { Hourglass } from "lucide-react";
import { COMPOSE_MSG } from "#shared/messages/compose.ts";
import { WAITING_MSG } from "#shared/messages/sign-up.waiting.ts";

/** Above the composer of a member whose account waits for approval: posting waits, drafts do not. */
export function AwaitingApprovalNote() {
  return (
    <div
      role="note"
      aria-labelledby="compose-awaiting-title"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <div className="min-w-0">
        <p id="compose-awaiting-title" className="font-semibold">
          {WAITING_MSG.title}
        </p>
        <p className="mt-0.5 text-sm">{COMPOSE_MSG.suspendedVault}</p>
      </div>
    </div>
  );
}
