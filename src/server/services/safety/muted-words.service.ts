import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { mutedWords } from "#server/db/schema/index.ts";
import { createLruCache } from "#server/lib/lru-cache.ts";
import type { Viewer } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { mutedWordMatcher } from "#shared/rules/muted-words.ts";
import type { MutedWords, MutedWordsInput } from "#shared/schemas/safety.ts";

/**
 * Whether a text contains one of the viewer's muted words (decision 0107). Matching quips and
 * comments are sent marked, never dropped: the reader may still choose to see them.
 */
export type MutedWordCheck = (text: string) => boolean;

const NO_MUTED_WORDS: MutedWordCheck = () => false;

/**
 * Compiled checks by list: compiling fifty words into one pattern costs a feed request up to
 * a fifth of a millisecond, running it on a page of quips a few microseconds. Keyed by the
 * words themselves, so a changed list is simply another entry.
 */
const checks = createLruCache<{ words: string; check: MutedWordCheck }>({
  maxEntries: 2_000,
  maxBytes: 8_000_000,
  // The key and the words twice over (a string each), and the compiled pattern about as much.
  sizeOf: (entry) => entry.words.length * 6,
});

/**
 * The check for a list the session has already carried here: every quip of a page asks for
 * it, and joining fifty words into the key above costs more than running the check.
 */
const checksByList = new WeakMap<readonly string[], MutedWordCheck>();

/** The viewer's check, from the words their session carries; a visitor has none. */
export function mutedWordCheckOf(viewer: Viewer): MutedWordCheck {
  const words = viewer?.mutedWords ?? [];
  if (words.length === 0) return NO_MUTED_WORDS;
  const known = checksByList.get(words);
  if (known) return known;
  const key = words.join("\n");
  let check = checks.get(key)?.check;
  if (!check) {
    check = mutedWordMatcher(words);
    checks.set(key, { words: key, check });
  }
  checksByList.set(words, check);
  return check;
}

export async function getMutedWords(ctx: AppContext, member: SessionUser): Promise<MutedWords> {
  const [row] = await ctx.db
    .select({ words: mutedWords.words })
    .from(mutedWords)
    .where(eq(mutedWords.userId, member.id));
  return { words: row?.words ?? [] };
}

/**
 * Replaces the member's list with the one given (already checked and normalized by its
 * schema). Sessions carry the list: this process forgets the member's at once, so their next
 * request reads the new one; another process within its sessions' few seconds (decision 0097).
 */
export async function setMutedWords(
  ctx: AppContext,
  member: SessionUser,
  input: MutedWordsInput,
): Promise<MutedWords> {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(mutedWords)
    .values({ userId: member.id, words: input.words, updatedAt: now })
    .onConflictDoUpdate({
      target: mutedWords.userId,
      set: { words: input.words, updatedAt: now },
    })
    .returning({ words: mutedWords.words });
  ctx.sessionCache.forgetMember(member.id);
  return { words: row?.words ?? input.words };
}
