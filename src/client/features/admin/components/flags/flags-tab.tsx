import { ShieldCheck } from "lucide-react";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useFlaggedComments } from "#client/features/admin/api/comment-flags.ts";
import { useFlaggedQuips } from "#client/features/admin/api/get-flags.ts";
import { LoadError } from "#client/features/admin/components/load-error.tsx";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { AutoHideCard } from "./auto-hide-form";
import { FlaggedCommentItem } from "./flagged-comment-item";
import { FlaggedQuipItem } from "./flagged-quip-item";
import { WatchedWordsCard } from "./watched-words-card";

/**
 * Reported quips, one row each with its reports together, hidden ones first; the number of
 * reports that hides a quip; the watched words (decision 0159); and the reported comments
 * beside them.
 */
export function FlagsTab() {
  const { data: rows, error, refetch } = useFlaggedQuips();
  return (
    <section aria-labelledby="flags-title" className="space-y-4">
      <h2 id="flags-title" className="text-lg font-bold text-gray-900">
        Reported quips
        {rows ? <span className="font-normal text-gray-600"> ({rows.length})</span> : null}
      </h2>
      <AutoHideCard />
      <WatchedWordsCard />
      {error ? (
        <Card>
          <LoadError title="Failed to load flags" error={error} onRetry={() => void refetch()} />
        </Card>
      ) : !rows ? (
        [0, 1].map((i) => <Skeleton key={i} className="h-64 w-full rounded-2xl" />)
      ) : rows.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <ShieldCheck aria-hidden="true" className="size-8 text-brand" />
          <p className="font-semibold text-gray-900">{ADMIN_MSG.empty.flags}</p>
        </Card>
      ) : (
        rows.map((row) => <FlaggedQuipItem key={row.quip.id} row={row} />)
      )}
      <ReportedComments />
    </section>
  );
}

function ReportedComments() {
  const { data: rows, error, refetch } = useFlaggedComments();
  return (
    <section aria-labelledby="comment-flags-title" className="space-y-4 pt-2">
      <h2 id="comment-flags-title" className="text-lg font-bold text-gray-900">
        Reported comments
        {rows ? <span className="font-normal text-gray-600"> ({rows.length})</span> : null}
      </h2>
      {error ? (
        <Card>
          <LoadError
            title="Failed to load reported comments"
            error={error}
            onRetry={() => void refetch()}
          />
        </Card>
      ) : !rows ? (
        <Skeleton className="h-48 w-full rounded-2xl" />
      ) : rows.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-8 text-center">
          <ShieldCheck aria-hidden="true" className="size-8 text-brand" />
          <p className="font-semibold text-gray-900">{ADMIN_MSG.empty.commentFlags}</p>
        </Card>
      ) : (
        rows.map((row) => <FlaggedCommentItem key={row.comment.id} row={row} />)
      )}
    </section>
  );
}
