import { eq, sql } from "drizzle-orm";
import { mutedWordMatcher } from "../../../shared/rules/muted-words";
import type { MutedWords, MutedWordsInput } from "../../../shared/schemas/safety";
import type { AppContext } from "../../context";
import { builtOnce, UNNAMED } from "../../db/built-once";
import { mutedWords } from "../../db/schema";
import type { Viewer } from "../anonymity";
import type { SessionUser } from "../sessions.service";

/**
 * Whether a text contains one of the viewer's muted words (decision 0107). Matching quips and
 * comments are sent marked, never dropped: the reader may still choose to see them.
 */
export type MutedWordCheck = (text: string) => boolean;

export const NO_MUTED_WORDS: MutedWordCheck = () => false;

const MEMBER_ID = sql.placeholder("memberId");

function readWords(ctx: AppContext, memberId: string): Promise<Array<{ words: string[] }>> {
  const statement = builtOnce(ctx.db, "muted words", () =>
    ctx.db
      .select({ words: mutedWords.words })
      .from(mutedWords)
      .where(eq(mutedWords.userId, MEMBER_ID))
      .prepare(UNNAMED),
  );
  return statement.execute({ memberId });
}

/**
 * The viewer's check, read once per request beside the statement that reads the quips or
 * comments (one lookup by key); a visitor has none.
 */
export async function mutedWordCheckOf(ctx: AppContext, viewer: Viewer): Promise<MutedWordCheck> {
  if (!viewer) return NO_MUTED_WORDS;
  const [row] = await readWords(ctx, viewer.id);
  return row && row.words.length > 0 ? mutedWordMatcher(row.words) : NO_MUTED_WORDS;
}

export async function getMutedWords(ctx: AppContext, member: SessionUser): Promise<MutedWords> {
  const [row] = await readWords(ctx, member.id);
  return { words: row?.words ?? [] };
}

/** Replaces the member's list with the one given (already checked and normalized by its schema). */
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
  return { words: row?.words ?? input.words };
}
