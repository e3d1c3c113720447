import { MessageSquareWarning } from "lucide-react";
import { Link } from "wouter";
import {
  useDismissCommentFlags,
  useRemoveReportedComment,
} from "#client/features/admin/api/comment-flags.ts";
import { paths } from "#client/lib/paths.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { COMMENT_MSG } from "#shared/messages/comments.ts";
import type { FlaggedComment } from "#shared/schemas/moderation.ts";
import { FlagDecisions } from "./flag-decisions";
import { FlaggedCard } from "./flagged-card";
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
    <FlaggedCard
      titleId={titleId}
      icon={<MessageSquareWarning aria-hidden="true" className="size-4 text-red-700" />}
      title={`${ADMIN_MSG.moderation.reports(row.reportCount)} on a comment`}
      hidden={comment.isHidden ? { label: COMMENT_MSG.hiddenByQuipAuthor, tone: "gray" } : null}
      latestAt={row.latestAt}
    >
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
    </FlaggedCard>
  );
}
