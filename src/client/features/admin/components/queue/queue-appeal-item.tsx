import { Check, Scale, Undo2 } from "lucide-react";
import { useState } from "react";
import { UserAvatar } from "#client/components/ui/user-avatar.tsx";
import { FlaggedCard } from "#client/features/admin/components/flags/flagged-card.tsx";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { QueueItem } from "#shared/schemas/moderation.ts";
import type { AppealOutcome } from "#shared/schemas/warnings.ts";
import { DecideAppealDialog } from "./decide-appeal-dialog";
import { PendingButton } from "./pending-button";
import { PersonLink, ReportedText, ViewQuipLink } from "./queue-item-parts";

const q = ADMIN_MSG.moderation.queue;

type AppealItem = Extract<QueueItem, { kind: "appeal" }>;

/** What the warning cites, by the excerpt it kept: the text may since have gone. */
function Citation({ citation }: { citation: NonNullable<AppealItem["warning"]["citation"]> }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-gray-800">
        Cites their {citation.kind}
        {citation.quipId === null ? ` ${q.citedGone}` : null}
      </p>
      <ReportedText>{citation.excerpt}</ReportedText>
    </div>
  );
}

/**
 * A member's appeal of a warning (decision 0158): the member, the warning as given (its reason,
 * what it cites, who gave it and when) and the appeal, then "Uphold" or "Overturn", each with an
 * optional note the member reads. The moderator who gave the warning never sees this item.
 */
export function QueueAppealItem({ item }: { item: AppealItem }) {
  const { member, warning, appeal } = item;
  const [deciding, setDeciding] = useState<AppealOutcome | null>(null);
  const titleId = `queue-appeal-${warning.id}-title`;
  const quipId = warning.citation?.quipId ?? null;
  return (
    <FlaggedCard
      titleId={titleId}
      icon={<Scale aria-hidden="true" className="size-4 text-amber-700" />}
      title={q.appealTitle}
      hidden={null}
      latestAt={appeal.appealedAt}
      latestLabel="Appealed"
    >
      <div className="flex items-center gap-3">
        <UserAvatar user={member} size="card" />
        <p className="min-w-0 text-gray-900">
          <PersonLink id={member.id} username={member.username} />
        </p>
      </div>
      <section aria-label="The warning" className="space-y-2">
        <p className="text-sm text-gray-700">
          Warned by{" "}
          {warning.moderator.id ? (
            <PersonLink id={warning.moderator.id} username={warning.moderator.username} />
          ) : (
            <span className="font-semibold break-all text-gray-900">
              {warning.moderator.username}
            </span>
          )}{" "}
          · <time dateTime={warning.createdAt}>{formatEasternDateTime(warning.createdAt)}</time>
        </p>
        <ReportedText>{warning.reason}</ReportedText>
        {warning.citation ? <Citation citation={warning.citation} /> : null}
      </section>
      <section aria-label="The appeal" className="space-y-2">
        <p className="text-sm font-semibold text-gray-800">
          Their appeal ·{" "}
          <time dateTime={appeal.appealedAt} className="font-normal text-gray-700">
            {formatEasternDateTime(appeal.appealedAt)}
          </time>
        </p>
        <ReportedText>{appeal.text}</ReportedText>
      </section>
      <div className="flex flex-wrap gap-2 pt-1">
        {quipId ? <ViewQuipLink quipId={quipId} /> : null}
        <PendingButton
          variant="secondary"
          isPending={false}
          icon={<Check aria-hidden="true" className="size-4" />}
          aria-haspopup="dialog"
          onClick={() => setDeciding("upheld")}
        >
          Uphold
        </PendingButton>
        <PendingButton
          variant="secondary"
          isPending={false}
          icon={<Undo2 aria-hidden="true" className="size-4" />}
          aria-haspopup="dialog"
          onClick={() => setDeciding("overturned")}
        >
          Overturn
        </PendingButton>
      </div>
      <DecideAppealDialog
        warningId={warning.id}
        username={member.username}
        outcome={deciding}
        onClose={() => setDeciding(null)}
      />
    </FlaggedCard>
  );
}
