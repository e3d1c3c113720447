import { Eye, EyeOff, MessageSquareQuote } from "lucide-react";
import { QuipText } from "#client/entities/quip/index.ts";
import { useSetQuipHidden } from "#client/features/admin/api/queue-actions.ts";
import { CategoryList } from "#client/features/admin/components/flags/category-list.tsx";
import { FlaggedCard } from "#client/features/admin/components/flags/flagged-card.tsx";
import { ReportList } from "#client/features/admin/components/flags/report-list.tsx";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import type { StaffRole } from "#client/lib/auth/staff-role.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { QueueItem } from "#shared/schemas/moderation.ts";
import { AuthorReveal } from "./author-reveal";
import { PendingButton } from "./pending-button";
import { QueueDecisions } from "./queue-decisions";
import {
  Byline,
  ReportedText,
  ViewQuipLink,
  WatchedWordList,
  waitingReason,
} from "./queue-item-parts";

const m = ADMIN_MSG.moderation;

function hiddenBadge(quip: Extract<QueueItem, { kind: "quip" }>["quip"]) {
  if (!quip.isHidden) return null;
  return {
    label: quip.isHeld ? "Hidden by a moderator" : "Hidden by its reports",
    tone: "red" as const,
  };
}

/**
 * A reported quip: its author only as the server names them (never while anonymous, for
 * moderators and administrators alike), its text, reports, and the decisions: hide or show,
 * remove, dismiss. An administrator may ask who wrote an anonymous quip; the ask is logged.
 */
export function QueueQuipItem({
  item,
  role,
}: {
  item: Extract<QueueItem, { kind: "quip" }>;
  role: StaffRole;
}) {
  const { quip } = item;
  const visibility = useSetQuipHidden();
  const titleId = `queue-quip-${quip.id}-title`;
  const setHidden = (hide: boolean) => visibility.mutate({ id: quip.id, hide });
  const isHiding = visibility.isPending && visibility.variables?.hide === true;
  const isShowing = visibility.isPending && visibility.variables?.hide === false;
  return (
    <FlaggedCard
      titleId={titleId}
      icon={<MessageSquareQuote aria-hidden="true" className="size-4 text-red-700" />}
      title={`Quip · ${waitingReason(item)}`}
      hidden={hiddenBadge(quip)}
      latestAt={item.lastAt}
      firstAt={item.firstAt}
    >
      <Byline what="Quip" author={quip.author} anonymous={m.queue.anonymous}>
        {" "}
        · posted <time dateTime={quip.createdAt}>{formatEasternDateTime(quip.createdAt)}</time>
      </Byline>
      {role === "admin" && quip.isAnonymous ? <AuthorReveal quipId={quip.id} /> : null}
      <ReportedText>
        <QuipText quip={quip} open />
      </ReportedText>
      <CategoryList categories={item.categories} />
      <WatchedWordList words={item.watchedWords} />
      <ReportList reports={item.reports} />
      <QueueDecisions kind="quip" id={quip.id} reportCount={item.reportCount}>
        <ViewQuipLink quipId={quip.id} />
        {quip.isHeld ? null : (
          <PendingButton
            variant="secondary"
            isPending={isHiding}
            disabled={visibility.isPending}
            icon={<EyeOff aria-hidden="true" className="size-4" />}
            onClick={() => setHidden(true)}
          >
            {quip.isHidden ? "Keep hidden" : "Hide"}
          </PendingButton>
        )}
        {quip.isHidden ? (
          <PendingButton
            variant="secondary"
            isPending={isShowing}
            disabled={visibility.isPending}
            icon={<Eye aria-hidden="true" className="size-4" />}
            onClick={() => setHidden(false)}
          >
            Show
          </PendingButton>
        ) : null}
      </QueueDecisions>
    </FlaggedCard>
  );
}
