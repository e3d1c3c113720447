import type { LiveQuip } from "#shared/schemas/live.ts";

/** What a list of quips, newest first, is showing and what it leaves out of its pill. */
export interface NewQuipsList {
  /** The quips it shows (none yet: offers every announced quip). */
  shown: readonly { id: string; createdAt: string }[];
  /** Only quips of this topic (a topic's page); undefined for every quip (the New feed). */
  topicIdentifier?: string | undefined;
  /** The member's own quips, posted from this tab: never news to them. */
  ownIds: ReadonlySet<string>;
  /** Offered once and not found when the list was loaded again (deleted since). */
  dismissedIds: ReadonlySet<string>;
}

/**
 * The ids of the announced quips a list would gain if loaded again: those newer than its newest,
 * not shown, not the reader's own, of its topic; each once, however often it was announced.
 */
export function newQuipIds(announced: readonly LiveQuip[], list: NewQuipsList): string[] {
  const shownIds = new Set(list.shown.map((quip) => quip.id));
  const newest = Math.max(Number.NEGATIVE_INFINITY, ...list.shown.map(timeOf));
  const ids = new Set<string>();
  for (const quip of announced) {
    if (list.topicIdentifier !== undefined && quip.topicIdentifier !== list.topicIdentifier) {
      continue;
    }
    if (shownIds.has(quip.id) || list.ownIds.has(quip.id) || list.dismissedIds.has(quip.id)) {
      continue;
    }
    if (timeOf(quip) > newest) ids.add(quip.id);
  }
  return [...ids];
}

const timeOf = (quip: { createdAt: string }) => Date.parse(quip.createdAt);
