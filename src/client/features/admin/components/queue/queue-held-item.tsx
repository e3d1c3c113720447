import { Check, Hourglass, X } from "lucide-react";
import { QuipText } from "#client/entities/quip/index.ts";
import { useDecideHeldPost } from "#client/features/admin/api/queue-actions.ts";
import { FlaggedCard } from "#client/features/admin/components/flags/flagged-card.tsx";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { WATCHED_WORDS_MSG } from "#shared/messages/watched-words.ts";
import type { QueueItem } from "#shared/schemas/moderation.ts";
import { PendingButton } from "./pending-button";
import { Byline, ReportedText, ViewQuipLink, WatchedWordList } from "./queue-item-parts";

const m = WATCHED_WORDS_MSG;

/**
 * A quip or comment a `review` word holds (decision 0159): unpublished, read by nobody but its
 * author, until it is approved (published now) or declined. A held quip names no author: it
 * will be anonymous once published.
 */
export function QueueHeldItem({ item }: { item: Extract<QueueItem, { kind: "held" }> }) {
  const { held } = item;
  const decide = useDecideHeldPost();
  const titleId = `queue-held-${held.id}-title`;
  const deciding = decide.isPending ? decide.variables?.approve : undefined;
  return (
    <FlaggedCard
      titleId={titleId}
      icon={<Hourglass aria-hidden="true" className="size-4 text-amber-700" />}
      title={m.queueHeld(held.what)}
      hidden={null}
      latestAt={item.firstAt}
      latestLabel="Held"
    >
      {held.what === "comment" ? (
        <Byline
          what="Comment"
          author={held.author}
          anonymous={ADMIN_MSG.moderation.queue.anonymousAuthor}
        />
      ) : held.topicText ? (
        <p className="text-sm text-gray-700">Topic: {held.topicText}</p>
      ) : null}
      <ReportedText>
        <QuipText quip={held} open />
      </ReportedText>
      <WatchedWordList words={[held.word]} />
      <div className="flex flex-wrap gap-2 pt-1">
        {held.quipId ? <ViewQuipLink quipId={held.quipId} /> : null}
        <PendingButton
          isPending={deciding === true}
          disabled={decide.isPending}
          icon={<Check aria-hidden="true" className="size-4" />}
          onClick={() => decide.mutate({ id: held.id, approve: true })}
        >
          {m.approve}
        </PendingButton>
        <PendingButton
          variant="secondary"
          isPending={deciding === false}
          disabled={decide.isPending}
          icon={<X aria-hidden="true" className="size-4" />}
          onClick={() => decide.mutate({ id: held.id, approve: false })}
        >
          {m.decline}
        </PendingButton>
      </div>
    </FlaggedCard>
  );
}
