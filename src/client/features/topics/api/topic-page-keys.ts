import { quipKeys, topicKeys } from "#client/lib/query-keys.ts";

/**
 * Keys of the topics screens, under the shared prefixes: topics under `topicKeys.all`, a topic's
 * quips under `quipKeys.all` (so likes and deletes update them like every other list).
 */
export const topicPageKeys = {
  previous: () => [...topicKeys.all, "previous"] as const,
  detail: (identifier: string) => [...topicKeys.all, "detail", identifier] as const,
  quips: (identifier: string, filter: string) =>
    [...quipKeys.all, "topic", identifier, filter] as const,
};
