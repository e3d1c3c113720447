import { RotateCw, SearchX } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { NotFoundCard } from "#client/components/ui/not-found-card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { isQuipMissing, QuipCard } from "#client/entities/quip/index.ts";
import { useCommentsReadAt } from "#client/features/quips/api/get-comments.ts";
import { useOpenedQuip } from "#client/features/quips/api/get-thread.ts";
import { useLiveCounts } from "#client/features/quips/hooks/use-live-counts.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { useMemberGuard } from "#client/lib/auth/use-member-guard.ts";
import { useResumedAction } from "#client/lib/auth/use-resumed-action.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { CommentForm } from "./comment-form";
import { CommentList } from "./comment-list";
import { LikesList } from "./likes-list";

// The report form (and the flag rules it checks with) loads when a reader first opens it.
const ReportForm = lazy(() => import("./report-form").then((m) => ({ default: m.ReportForm })));

/**
 * The quip with its report form, comments and likers; its own loading and missing states. Its
 * counts and new comments follow the stream while it is open.
 * `onDeleted` says where the author goes once the quip is gone; `afterQuip`, what the page puts
 * under the quip from other features (the guess at its author).
 */
export function QuipDetail({
  id,
  onDeleted,
  afterQuip,
}: {
  id: string;
  onDeleted: () => void;
  afterQuip?: (quip: Quip) => ReactNode;
}) {
  const quip = useOpenedQuip(id);
  const { data: user } = useCurrentUser();
  const mayAct = useMemberGuard();
  // A visitor who asked to report this quip comes back signed in to the open form.
  const resumedReport = useResumedAction("report", (report) => report.quipId === id, Boolean(user));
  const [isReportOpen, setReportOpen] = useState(Boolean(resumedReport));
  const missing = quip.isError && isQuipMissing(quip.error);
  useLiveCounts(quip.data ? id : null, useCommentsReadAt(id));
  useDocumentTitle(
    quip.data ? `“${excerpt(quip.data.content, 40)}”` : missing ? QUIP_MSG.notFound : "Quip",
  );

  if (quip.isPending) return <QuipDetailSkeleton />;
  if (missing) {
    return (
      <NotFoundCard
        icon={SearchX}
        title={QUIP_MSG.notFound}
        body="It may have been deleted, or the link is not quite right."
      />
    );
  }
  if (quip.isError) {
    return (
      <Card role="alert" className="flex flex-wrap items-center gap-3 p-5 text-gray-800">
        <p>Couldn't load this quip.</p>
        <Button variant="secondary" size="sm" onClick={() => void quip.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </Card>
    );
  }

  function onFlagClick() {
    if (mayAct({ kind: "report", quipId: id })) setReportOpen((open) => !open);
  }

  return (
    <div className="space-y-4">
      <QuipCard
        quip={quip.data}
        showFlagButton
        onFlagClick={onFlagClick}
        isReportOpen={isReportOpen}
        onDeleted={onDeleted}
      />
      {afterQuip?.(quip.data)}
      {isReportOpen && !quip.data.isReported ? (
        <Suspense fallback={null}>
          <ReportForm quipId={id} onClose={() => setReportOpen(false)} />
        </Suspense>
      ) : null}
      {/* Above the comments, which load on as the reader scrolls: below them it could not be reached. */}
      <LikesList quip={quip.data} />
      <Card className="p-4 sm:p-5">
        <CommentForm quipId={id} />
      </Card>
      <CommentList
        quipId={id}
        commentsCount={quip.data.commentsCount}
        isQuipOwn={quip.data.isOwn}
      />
    </div>
  );
}

function QuipDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading quip" className="space-y-4">
      <div className="rounded-2xl border border-gray-200 bg-white p-5">
        <div className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <Skeleton className="mt-5 h-8 w-48" />
      </div>
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}
