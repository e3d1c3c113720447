import { MessageCircle } from "lucide-react";
import { CategoryList } from "#client/features/admin/components/flags/category-list.tsx";
import { FlaggedCard } from "#client/features/admin/components/flags/flagged-card.tsx";
import { ReportList } from "#client/features/admin/components/flags/report-list.tsx";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { QueueItem } from "#shared/schemas/moderation.ts";
import { QueueDecisions } from "./queue-decisions";
import {
  Byline,
  ReportedText,
  ViewQuipLink,
  WatchedWordList,
  waitingReason,
} from "./queue-item-parts";

const m = ADMIN_MSG.moderation;

/**
 * A reported comment as members read it: its writer named, or "anonymous (author)" when the
 * quip's author wrote it on their still-anonymous quip. The fold is the quip author's
 * (decision 0149), so the decisions are to remove it or dismiss its reports.
 */
export function QueueCommentItem({ item }: { item: Extract<QueueItem, { kind: "comment" }> }) {
  const { comment } = item;
  const titleId = `queue-comment-${comment.id}-title`;
  return (
    <FlaggedCard
      titleId={titleId}
      icon={<MessageCircle aria-hidden="true" className="size-4 text-red-700" />}
      title={`Comment · ${waitingReason(item)}`}
      hidden={comment.isHidden ? { label: "Folded by the quip's author", tone: "gray" } : null}
      latestAt={item.lastAt}
      firstAt={item.firstAt}
    >
      <Byline what="Comment" author={comment.author} anonymous={m.queue.anonymousAuthor}>
        {" "}
        · <time dateTime={comment.createdAt}>{formatEasternDateTime(comment.createdAt)}</time>
      </Byline>
      <ReportedText>{comment.content}</ReportedText>
      <CategoryList categories={item.categories} />
      <WatchedWordList words={item.watchedWords} />
      <ReportList reports={item.reports} />
      <QueueDecisions kind="comment" id={comment.id} reportCount={item.reportCount}>
        <ViewQuipLink quipId={comment.quipId} />
      </QueueDecisions>
    </FlaggedCard>
  );
}
