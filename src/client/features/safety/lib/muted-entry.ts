import { SAFETY_MSG } from "#shared/messages/safety.ts";
import type { MutedEntry } from "#shared/schemas/safety.ts";

/**
 * What a mutes-list entry is called: "@name" for a member, and for a hidden quip still
 * anonymous "the author of “…”", which names nobody. `key` stays the same for one entry.
 */
export function describeMutedEntry(entry: MutedEntry): { key: string; name: string } {
  if (entry.member) return { key: `member:${entry.member.id}`, name: `@${entry.member.username}` };
  const quip = entry.hiddenQuip;
  return { key: `quip:${quip?.id}`, name: SAFETY_MSG.authorOf(quip?.excerpt ?? "") };
}
