import { Shuffle } from "lucide-react";
import { TOPIC_MSG } from "#shared/messages/topics.ts";
import type { Quip } from "#shared/schemas/quips.ts";

/**
 * Above a topic's quips while its competition is open (decision 0162): nobody sees their
 * likes, and where the list would go by likes (`shuffled`) it comes in the reader's own
 * shuffle of the day. Known from the quips themselves: each says its likes are hidden.
 */
export function CompetingNote({
  quips,
  shuffled,
}: {
  quips: Pick<Quip, "likesHidden">[] | undefined;
  shuffled: boolean;
}) {
  if (!quips?.some((quip) => quip.likesHidden)) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl border border-gray-200 bg-brand-soft px-4 py-3 text-sm text-gray-900">
      <Shuffle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-strong" />
      {shuffled ? TOPIC_MSG.competingShuffled : TOPIC_MSG.competingLikesHidden}
    </p>
  );
}
