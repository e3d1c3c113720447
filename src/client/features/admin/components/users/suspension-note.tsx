import { Ban } from "lucide-react";
import type { AdminUser } from "../../../../../shared/schemas/admin";
import { formatEasternDateTime } from "../../lib/eastern-time";

/** Under a suspended member's name: until when, and why. */
export function SuspensionNote({
  suspension,
}: {
  suspension: NonNullable<AdminUser["suspension"]>;
}) {
  return (
    <p className="mt-1 text-sm text-red-800">
      <span className="inline-flex items-center gap-1 font-semibold">
        <Ban aria-hidden="true" className="size-3.5" />
        {suspension.until
          ? `Suspended until ${formatEasternDateTime(suspension.until)}`
          : "Suspended indefinitely"}
      </span>
      <span className="break-words">: {suspension.reason}</span>
    </p>
  );
}
