import { Hourglass } from "lucide-react";
import { COMPOSE_MSG } from "#shared/messages/compose.ts";
import { WAITING_MSG } from "#shared/messages/sign-up.waiting.ts";
import { ComposerNote } from "./composer-note";

/** Above the composer of a member whose account waits for approval: posting waits, drafts do not. */
export function AwaitingApprovalNote() {
  return (
    <ComposerNote
      id="compose-awaiting-title"
      icon={Hourglass}
      tone="amber"
      title={WAITING_MSG.title}
    >
      {COMPOSE_MSG.suspendedVault}
    </ComposerNote>
  );
}
