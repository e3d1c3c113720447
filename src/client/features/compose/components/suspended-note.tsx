import { Ban } from "lucide-react";
import { COMPOSE_MSG } from "#shared/messages/compose.ts";
import { type Suspension, suspensionEndText } from "#shared/rules/suspension.ts";
import { ComposerNote } from "./composer-note";

/**
 * Above a suspended member's composer, before they type: they cannot post, until when (in
 * Eastern time, as the banner and the refusal say it), and that the Vault still keeps drafts.
 */
export function SuspendedNote({ suspension }: { suspension: Suspension }) {
  return (
    <ComposerNote
      id="compose-suspended-title"
      icon={Ban}
      tone="red"
      title={COMPOSE_MSG.suspendedTitle}
    >
      {suspension.until === null
        ? COMPOSE_MSG.suspendedIndefinitely
        : COMPOSE_MSG.suspendedUntil(suspensionEndText(suspension.until))}{" "}
      {COMPOSE_MSG.suspendedVault}
    </ComposerNote>
  );
}
