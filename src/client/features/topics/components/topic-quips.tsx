import type { UseQueryResult } from "@tanstack/react-query";
import { Card } from "#client/components/ui/card.tsx";
import { QuipCard, QuipListError, QuipListSkeleton } from "#client/entities/quip/index.ts";
import { LIMITS } from "#shared/limits.ts";
import { FEED_MSG } from "#shared/messages/feed.ts";
import { TOPIC_MSG } from "#shared/messages/topics.ts";
import type { TopicQuip } from "#shared/schemas/topics.ts";
import { CompetitionRibbon } from "./competition-ribbon";

/** A topic's quips as cards, each under its competition title once it has one. */
export function TopicQuips({ query }: { query: UseQueryResult<TopicQuip[]> }) {
  if (query.isPending) {
    return <QuipListSkeleton count={LIMITS.feedSkeletonCards} label="Loading quips" />;
  }
  if (query.isError) {
    return <QuipListError message={FEED_MSG.failed} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return <Card className="px-6 py-10 text-center text-gray-700">{TOPIC_MSG.noQuips}</Card>;
  }
  return (
    <ul aria-label="Quips about this topic" className="space-y-4">
      {query.data.map((quip) => (
        <li key={quip.id}>
          {quip.result ? <CompetitionRibbon result={quip.result} /> : null}
          <QuipCard quip={quip} />
        </li>
      ))}
    </ul>
  );
}
