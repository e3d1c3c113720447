import { ShieldAlert } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useOwnWarnings } from "#client/features/warnings/api/warnings.ts";
import { WARNINGS_MSG } from "#shared/messages/warnings.ts";
import { WarningCard } from "./warning-card";

const m = WARNINGS_MSG;

/** Settings → Warnings: the member's own warnings, newest first. Nobody else reads them. */
export function WarningsSection() {
  const warnings = useOwnWarnings();
  return (
    <section aria-labelledby="warnings-title" className="space-y-4">
      <h2 id="warnings-title" className="flex items-center gap-2 font-bold text-gray-900">
        <ShieldAlert aria-hidden="true" className="size-5 text-brand" />
        {m.title}
      </h2>
      {warnings.isPending ? (
        <div role="status" aria-label="Loading your warnings" className="space-y-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : warnings.isError ? (
        <InlineLoadError
          className="text-sm text-red-800"
          message={m.failed}
          onRetry={() => warnings.refetch()}
        />
      ) : warnings.data.warnings.length === 0 ? (
        <Card className="p-5 text-gray-700 sm:p-6">{m.empty}</Card>
      ) : (
        warnings.data.warnings.map((warning) => <WarningCard key={warning.id} warning={warning} />)
      )}
    </section>
  );
}
