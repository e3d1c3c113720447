import { userKeys } from "#client/lib/query-keys.ts";

/**
 * The member's own lists, under the user keys: every mute, block or follow change refreshes
 * the user keys, and with them these.
 */
export const safetyKeys = {
  mutes: () => [...userKeys.all, "me", "mutes"] as const,
  blocks: () => [...userKeys.all, "me", "blocks"] as const,
  mutedWords: () => [...userKeys.all, "me", "muted-words"] as const,
};
