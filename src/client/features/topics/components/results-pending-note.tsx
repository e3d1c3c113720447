import { Hourglass } from "lucide-react";
import { LIMITS } from "#shared/limits.ts";
import { TOPIC_MSG } from "#shared/messages/topics.ts";
import type { TopicQuip } from "#shared/schemas/topics.ts";

/**
 * Between a competition's close and the reveal of its last quip the titles are known to each
 * entrant alone: beside a still-anonymous quip they would say how its author did.
 */
export function ResultsPendingNote({
  activeTime,
  quips,
}: {
  activeTime: string | undefined;
  quips: TopicQuip[] | undefined;
}) {
  if (!activeTime || !quips || quips.length === 0 || quips.some((q) => q.result)) return null;
  const closedAt = new Date(activeTime).getTime() + LIMITS.competitionWindowMs;
  if (Date.now() < closedAt) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {TOPIC_MSG.resultsPending}
    </p>
  );
}
