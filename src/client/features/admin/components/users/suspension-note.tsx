import { Ban } from "lucide-react";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import type { AdminUser } from "#shared/schemas/admin.ts";

/** Under a suspended member's name: until when, and why. */
export function SuspensionNote({
  suspension,
}: {
  suspension: NonNullable<AdminUser["suspension"]>;
}) {
  return (
    <div className="mt-1 text-sm text-red-800">
      <p className="flex items-center gap-1 font-semibold">
        <Ban aria-hidden="true" className="size-3.5 shrink-0" />
        {suspension.until
          ? `Suspended until ${formatEasternDateTime(suspension.until)}`
          : "Suspended indefinitely"}
      </p>
      <p className="break-words">{suspension.reason}</p>
    </div>
  );
}
