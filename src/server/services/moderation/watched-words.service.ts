import { asc, count, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { watchedWords, wordFlags } from "#server/db/schema/index.ts";
import { AppError, isUniqueViolation } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { LIMITS } from "#shared/limits.ts";
import { WATCHED_WORDS_MSG as m, type ScreenedText } from "#shared/messages/watched-words.ts";
import { wholeWordFinder } from "#shared/rules/whole-words.ts";
import type {
  WatchedAction,
  WatchedWord,
  WatchedWordInput,
} from "#shared/schemas/watched-words.ts";
import { recordModeration } from "./moderation-log.service";

/** What the watched words let a text do: go out, go out into the queue, or wait for review. */
export type Screening =
  | { action: "publish" }
  | { action: Exclude<WatchedAction, "block">; word: string };

const PUBLISH: Screening = { action: "publish" };

/** The strongest first: a text with a `block` word and a `flag` word is refused. */
const BY_STRENGTH = ["block", "review", "flag"] as const;

/**
 * Screens a text by the watched words (decision 0159), in the transaction that writes it, so a
 * word watched meanwhile cannot slip between the check and the write. A `block` word refuses it
 * with the rule, never the word or the list. A username (letters and digits only) is read as
 * the words its capitals and digits mark: "SpamKing99" is "Spam King 99".
 */
export async function screenText(
  db: Executor,
  what: ScreenedText,
  text: string,
): Promise<Screening> {
  const rows = await db
    .select({ word: watchedWords.word, action: watchedWords.action })
    .from(watchedWords);
  if (rows.length === 0) return PUBLISH;
  const read = what === "username" ? usernameWords(text) : text;
  for (const action of BY_STRENGTH) {
    const word = wholeWordFinder(
      rows.filter((row) => row.action === action).map((row) => row.word),
    )(read);
    if (word === null) continue;
    if (action === "block") throw new AppError("BAD_REQUEST", m.blocked(what));
    return { action, word };
  }
  return PUBLISH;
}

function usernameWords(username: string): string {
  return username
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{L})(\p{N})/gu, "$1 $2")
    .replace(/(\p{N})(\p{L})/gu, "$1 $2");
}

/** What a `flag` word places in the queue: a published quip or comment, or a member's profile. */
export type FlaggedTarget = { quipId: string } | { commentId: string } | { memberId: string };

export async function flagByWord(
  db: Executor,
  now: Date,
  target: FlaggedTarget,
  word: string,
): Promise<void> {
  await db.insert(wordFlags).values({ ...target, word, createdAt: now });
}

/** A review word that cannot hold (an edit of something public, a profile) flags instead. */
export async function flagIfWatched(
  db: Executor,
  now: Date,
  screening: Screening,
  target: FlaggedTarget,
): Promise<void> {
  if (screening.action !== "publish") await flagByWord(db, now, target, screening.word);
}

export async function listWatchedWords(ctx: AppContext): Promise<WatchedWord[]> {
  const rows = await ctx.db.select().from(watchedWords).orderBy(asc(watchedWords.word));
  return rows.map(present);
}

/** Watches a word (the schema has lowercased and checked it), logged with the change. */
export async function watchWord(
  ctx: AppContext,
  actor: SessionUser,
  input: WatchedWordInput,
): Promise<WatchedWord> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [kept] = await tx.select({ n: count() }).from(watchedWords);
      if ((kept?.n ?? 0) >= LIMITS.watchedWordsMax) {
        throw new AppError("BAD_REQUEST", m.tooMany);
      }
      const [row] = await tx
        .insert(watchedWords)
        .values({ word: input.word, action: input.action, createdAt: now })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await recordModeration(tx, now, {
        actor,
        action: "word_watched",
        target: { kind: "word", id: row.word, label: row.word },
        detail: m.actions[input.action],
      });
      return present(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", m.alreadyWatched);
    throw error;
  }
}

/** Stops watching a word; what it held or flagged stays in the queue to be decided. */
export async function unwatchWord(
  ctx: AppContext,
  actor: SessionUser,
  word: string,
): Promise<void> {
  const now = ctx.now();
  const key = word.trim().replace(/\s+/g, " ").toLowerCase();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(watchedWords).where(eq(watchedWords.word, key)).returning();
    if (!row) throw new AppError("NOT_FOUND", m.notWatched);
    await recordModeration(tx, now, {
      actor,
      action: "word_unwatched",
      target: { kind: "word", id: row.word, label: row.word },
    });
  });
}

function present(row: typeof watchedWords.$inferSelect): WatchedWord {
  return {
    word: row.word,
    action: row.action as WatchedAction,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Deletes a target's pending word flags as its reports are dismissed; answers how many went. */
export async function closeWordFlags(db: Executor, target: FlaggedTarget): Promise<number> {
  const [column, id] =
    "quipId" in target
      ? [wordFlags.quipId, target.quipId]
      : "commentId" in target
        ? [wordFlags.commentId, target.commentId]
        : [wordFlags.memberId, target.memberId];
  const gone = await db.delete(wordFlags).where(eq(column, id)).returning({ id: wordFlags.id });
  return gone.length;
}
