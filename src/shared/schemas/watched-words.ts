import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { WATCHED_WORDS_MSG as m } from "#shared/messages/watched-words.ts";

/** What a watched word does to a text that contains it (decision 0159). */
export const WATCHED_ACTIONS = ["block", "review", "flag"] as const;
export type WatchedAction = (typeof WATCHED_ACTIONS)[number];

const WORD = /^[\p{L}\p{N}](?:[\p{L}\p{N}'’ -]*[\p{L}\p{N}])?$/u;

/** A watched word or phrase as kept: trimmed, lowercased, its inner spaces one each. */
export const watchedWordSchema = z
  .string({ error: m.wordInvalid })
  .transform((word) => word.trim().replace(/\s+/g, " ").toLowerCase())
  .pipe(
    z
      .string()
      .max(LIMITS.watchedWordMax, m.wordInvalid)
      .refine((word) => WORD.test(word), m.wordInvalid),
  );

export const WatchedWordInput = z.object({
  word: watchedWordSchema,
  action: z.enum(WATCHED_ACTIONS, { error: m.actionInvalid }),
});
export type WatchedWordInput = z.infer<typeof WatchedWordInput>;

export const WatchedWordParams = z.object({ word: z.string().max(LIMITS.watchedWordMax * 4) });

export const WatchedWord = z.object({
  word: z.string(),
  action: z.enum(WATCHED_ACTIONS),
  createdAt: z.string(),
});
export type WatchedWord = z.infer<typeof WatchedWord>;

/**
 * A quip or comment a `review` word holds, as its author reads it: pending until a moderator
 * approves it (it is then posted, and leaves this list) or declines it.
 */
export const HeldPost = z.object({
  id: z.string(),
  kind: z.enum(["quip", "comment"]),
  content: z.string(),
  /** Of a held quip that has one; a comment has none. */
  punchline: z.string().nullable(),
  status: z.enum(["pending", "declined"]),
  /** The quip a held comment answers. */
  quipId: z.string().nullable(),
  topicText: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type HeldPost = z.infer<typeof HeldPost>;

/** What posting answers when a `review` word held the post: 202, the post and what it means. */
export const HeldReceipt = z.object({ held: HeldPost, message: z.string() });
export type HeldReceipt = z.infer<typeof HeldReceipt>;
