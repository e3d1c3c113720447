import { FileArchive } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { InlineLoadError } from "#client/components/ui/inline-load-error.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useExportState } from "#client/features/account-data/api/get-export-state.ts";
import { ACCOUNT_DATA_MSG as m } from "#shared/messages/account-data.ts";
import { ExportStatus } from "./export-status";

/**
 * Account and security's "Your data": what a copy holds, the latest export's state and what
 * can be done next. `token` is the mailed link's, when the page was opened from it.
 */
export function YourDataSection({ token }: { token: string | null }) {
  const state = useExportState(token);
  return (
    <Card as="section" aria-labelledby="your-data-title" className="p-5 sm:p-6">
      <h2 id="your-data-title" className="flex items-center gap-2 font-bold text-gray-900">
        <FileArchive aria-hidden="true" className="size-5 text-brand" />
        {m.dataTitle}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{m.dataIntro}</p>
      {state.isPending ? (
        <div role="status" aria-label={m.dataLoading} className="mt-4 space-y-3">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-10 w-44 rounded-full" />
        </div>
      ) : state.isError ? (
        <InlineLoadError
          message={m.dataLoadFailed}
          onRetry={() => void state.refetch()}
          className="mt-4 text-gray-800"
        />
      ) : (
        <ExportStatus state={state.data} token={token} />
      )}
    </Card>
  );
}
