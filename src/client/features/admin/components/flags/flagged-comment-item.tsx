import { EyeOff, MessageSquareWarning } from "lucide-react";
import { Link } from "wouter";
import { Card } from "#client/components/ui/card.tsx";
import {
  useDismissCommentFlags,
  useRemoveReportedComment,
} from "#client/features/admin/api/comment-flags.ts";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import { paths } from "#client/lib/paths.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import type { FlaggedComment } from "#shared/schemas/moderation.ts";
import { FlagDecisions } from "./flag-decisions";
import { ReportList } from "./report-list";

const personLink =
  "font-semibold text-gray-900 underline decoration-gray-400 underline-offset-2 hover:decoration-gray-900";

/**
 * One reported comment with its pending reports, and the two decisions: remove it (a stub
 * stays over its replies; the log records it) or dismiss the reports. Administrators see who
 * wrote it, even the anonymous quip's author; the screen is theirs alone.
 */
export function FlaggedCommentItem({ row }: { row: FlaggedComment }) {
  const remove = useRemoveReportedComment(row);
  const dismiss = useDismissCommentFlags(row);
  const { comment } = row;
  const titleId = `flagged-comment-${comment.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId} className="space-y-3 p-4 sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex flex-wrap items-center gap-2 font-bold text-gray-900">
          <MessageSquareWarning aria-hidden="true" className="size-4 text-red-700" />
          {ADMIN_MSG.moderation.reports(row.reportCount)} on a comment
          {comment.isHidden ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
              <EyeOff aria-hidden="true" className="size-3.5" />
              {COMMENT_MSG.hiddenByQuipAuthor}
            </span>
          ) : null}
        </h3>
        <p className="text-sm text-gray-600">
          Latest <time dateTime={row.latestAt}>{formatEasternDateTime(row.latestAt)}</time>
        </p>
      </header>
      <p className="text-sm text-gray-700">
        Comment by{" "}
        <Link href={paths.profile.getHref(comment.author.id)} className={personLink}>
          {comment.author.username}
        </Link>
        {comment.isQuipAuthor && comment.isQuipAnonymous
          ? " (the quip's author, still anonymous)"
          : null}
      </p>
      <blockquote className="rounded-xl border-l-4 border-gray-300 bg-gray-50 px-4 py-3 break-words whitespace-pre-wrap text-gray-900">
        {comment.content}
      </blockquote>
      <ReportList reports={row.reports.map((report) => ({ ...report, linkedQuipId: null }))} />
      <FlagDecisions
        quipId={comment.quipId}
        remove={{
          label: "Remove Comment",
          title: COMMENT_MSG.removeTitle,
          description: COMMENT_MSG.removeConfirm,
          isPending: remove.isPending,
          run: (done) => remove.mutate(undefined, { onSettled: done }),
        }}
        dismiss={{
          count: row.reportCount,
          isPending: dismiss.isPending,
          run: () => dismiss.mutate(),
        }}
      />
    </Card>
  );
}
