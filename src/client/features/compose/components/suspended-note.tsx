import { Ban } from "lucide-react";
import { COMPOSE_MSG } from "#shared/messages/compose.ts";
import { type Suspension, suspensionEndText } from "#shared/rules/suspension.ts";

/**
 * Above a suspended member's composer, before they type: they cannot post, until when (in
 * Eastern time, as the banner and the refusal say it), and that the Vault still keeps drafts.
 */
export function SuspendedNote({ suspension }: { suspension: Suspension }) {
  return (
    <div
      role="note"
      aria-labelledby="compose-suspended-title"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-800" />
      <div className="min-w-0">
        <p id="compose-suspended-title" className="font-semibold">
          {COMPOSE_MSG.suspendedTitle}
        </p>
        <p className="mt-0.5 text-sm break-words">
          {suspension.until === null
            ? COMPOSE_MSG.suspendedIndefinitely
            : COMPOSE_MSG.suspendedUntil(suspensionEndText(suspension.until))}{" "}
          {COMPOSE_MSG.suspendedVault}
        </p>
      </div>
    </div>
  );
}
