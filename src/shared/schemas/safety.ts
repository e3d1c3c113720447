import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { normalizeMutedWord, normalizeMutedWords } from "#shared/rules/muted-words.ts";
import { Person } from "./users";

/*
 * Mute, block, "hide this quip and its author" and muted words. No answer here ever names the
 * author of a quip that is still anonymous: a hidden quip's entry shows its excerpt, and its
 * author only once the quip is revealed.
 */

/** `POST /api/users/{id}/mute` and `/unmute`: whether the viewer now mutes the member. */
export const MuteState = z.object({ isMuted: z.boolean() });
export type MuteState = z.infer<typeof MuteState>;

/**
 * `POST /api/users/{id}/block` and `/unblock`: whether the viewer now blocks the member. A
 * block ends the follows between the two both ways, so the profile's counts change with it.
 */
export const BlockState = z.object({ isBlocked: z.boolean() });
export type BlockState = z.infer<typeof BlockState>;

/** `POST` and `DELETE /api/quips/{id}/hide-author`: whether the viewer now hides the quip. */
export const HideAuthorState = z.object({ isHidden: z.boolean() });
export type HideAuthorState = z.infer<typeof HideAuthorState>;

/**
 * An entry of the viewer's mutes. A member muted by name, or the author of a quip the viewer
 * hid once that quip is revealed, is `member` (undone with `POST /api/users/{id}/unmute`,
 * which ends every mute of them). A hidden quip still anonymous is `hiddenQuip`, shown as
 * SAFETY_MSG.authorOf(excerpt) and undone with `DELETE /api/quips/{id}/hide-author`.
 * Exactly one of the two is set.
 */
export const MutedEntry = z.object({
  member: Person.nullable(),
  hiddenQuip: z.object({ id: z.string(), excerpt: z.string() }).nullable(),
  /** When the viewer muted them or hid the quip (the latest, for a member muted twice). */
  createdAt: z.string(),
});
export type MutedEntry = z.infer<typeof MutedEntry>;

/** A member the viewer blocks; undone with `POST /api/users/{id}/unblock`. */
export const BlockedEntry = z.object({ member: Person, createdAt: z.string() });
export type BlockedEntry = z.infer<typeof BlockedEntry>;

/** `GET /api/users/me/mutes?limit=&offset=`, newest first. */
export const MutesPage = z.object({
  items: z.array(MutedEntry),
  hasMore: z.boolean(),
  nextOffset: z.number().nullable(),
});
export type MutesPage = z.infer<typeof MutesPage>;

/** `GET /api/users/me/blocks?limit=&offset=`, newest first. */
export const BlocksPage = z.object({
  items: z.array(BlockedEntry),
  hasMore: z.boolean(),
  nextOffset: z.number().nullable(),
});
export type BlocksPage = z.infer<typeof BlocksPage>;

/** `?limit=&offset=` of the two lists above. */
export const SafetyListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.safetyListPageSize),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type SafetyListQuery = z.infer<typeof SafetyListQuery>;

/** One muted word or phrase: trimmed, inner spaces made single, 1 to 50 characters. */
export const mutedWord = z
  .string({ error: SAFETY_MSG.mutedWordsInvalid })
  .transform(normalizeMutedWord)
  .pipe(
    z
      .string()
      .min(LIMITS.mutedWordMin, SAFETY_MSG.mutedWordEmpty)
      .max(LIMITS.mutedWordMax, SAFETY_MSG.mutedWordTooLong),
  );

/**
 * `PUT /api/users/me/muted-words`: the whole list, at most 100. Matching is case-insensitive and
 * by whole word or phrase (`rules/muted-words.ts`); a repeat in another case is kept once.
 */
export const MutedWordsInput = z.object({
  words: z
    .array(mutedWord, { error: SAFETY_MSG.mutedWordsInvalid })
    .max(LIMITS.mutedWordsMax, SAFETY_MSG.tooManyMutedWords)
    .transform(normalizeMutedWords),
});
export type MutedWordsInput = z.infer<typeof MutedWordsInput>;

/** `GET` and `PUT /api/users/me/muted-words`: the member's list as kept, in their order. */
export const MutedWords = z.object({ words: z.array(z.string()) });
export type MutedWords = z.infer<typeof MutedWords>;
