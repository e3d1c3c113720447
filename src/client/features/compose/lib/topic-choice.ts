import type { TopicQuipCounts } from "#shared/schemas/topics.ts";

export type TopicChoice = "today" | "yesterday" | "none";

/** Whether any topic takes quips right now (then the member must choose, or choose none). */
export function hasOpenTopic(counts: TopicQuipCounts | undefined): boolean {
  return Boolean(counts?.today || counts?.yesterday);
}

/** The choice, unless it names a topic that is closed or has no places left. */
export function availableChoice(
  choice: TopicChoice | null,
  counts: TopicQuipCounts | undefined,
): TopicChoice | null {
  if (choice === null || choice === "none") return choice;
  const quota = counts?.[choice];
  return quota && quota.remaining > 0 ? choice : null;
}
