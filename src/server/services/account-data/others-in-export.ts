import { and, asc, desc, eq, inArray, type SQLWrapper } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { bookmarks, comments, likes, quipGuesses, quips, users } from "#server/db/schema/index.ts";
import { listActivity } from "#server/services/activity/activity.service.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { presentQuip, selectQuips } from "#server/services/quips/quip-rows.ts";
import { quipExistsForSql } from "#server/services/quips/quip-visibility.ts";
import { listBlocks } from "#server/services/safety/blocks.service.ts";
import { getMutedWords } from "#server/services/safety/muted-words.service.ts";
import { listMutes } from "#server/services/safety/mutes.service.ts";

/*
 * The files of an export that touch other members: likes, bookmarks, comments, guesses,
 * notifications and the mute and block lists. Each is read through the service the app reads it with, for
 * the member as an ordinary member (never as an administrator), so the file names nobody the
 * app would not name to them today (decision 0117).
 */

const PAGE = 200;

/** Reads a paged list to its end. */
async function everyPage<T>(read: (page: { limit: number; offset: number }) => Promise<T[]>) {
  const all: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const items = await read({ limit: PAGE, offset });
    all.push(...items);
    if (items.length < PAGE) return all;
  }
}

/** Another member's quip as the export shows it: its author only once the app names them. */
export interface SeenQuip {
  id: string;
  content: string;
  punchline: string | null;
  createdAt: string;
  author: string | null;
  yours: boolean;
  anonymous: boolean;
  topic: string | null;
}

/**
 * The quips picked by `ids` (a subquery), by presentQuip: the one rule for naming an author.
 * A quip hidden for review is missing to the member in the app, and so here.
 */
async function seenQuips(
  ctx: AppContext,
  member: SessionUser,
  ids: SQLWrapper,
): Promise<Map<string, SeenQuip>> {
  const now = ctx.now();
  const rows = await selectQuips(ctx, member).where(
    and(inArray(quips.id, ids), quipExistsForSql(member, quips.id)),
  );
  return new Map(
    rows.map((row) => {
      const quip = presentQuip(row, member, now);
      const seen: SeenQuip = {
        id: quip.id,
        content: quip.content,
        punchline: quip.punchline,
        createdAt: quip.createdAt,
        author: quip.author?.username ?? null,
        yours: quip.isOwn,
        anonymous: quip.isAnonymous,
        topic: quip.topicText,
      };
      return [quip.id, seen];
    }),
  );
}

/** Likes or bookmarks, most recent first, each with its quip as the member may see it. */
async function reactions(
  ctx: AppContext,
  member: SessionUser,
  table: typeof likes | typeof bookmarks,
) {
  const rows = await ctx.db
    .select({ quipId: table.quipId, at: table.createdAt })
    .from(table)
    .where(eq(table.userId, member.id))
    .orderBy(desc(table.createdAt), desc(table.id));
  const seen = await seenQuips(
    ctx,
    member,
    ctx.db.select({ id: table.quipId }).from(table).where(eq(table.userId, member.id)),
  );
  return rows.flatMap((row) => {
    const quip = seen.get(row.quipId);
    return quip ? [{ at: row.at.toISOString(), quip }] : [];
  });
}

export async function likesFile(ctx: AppContext, member: SessionUser) {
  return (await reactions(ctx, member, likes)).map(({ at, quip }) => ({ likedAt: at, quip }));
}

export async function bookmarksFile(ctx: AppContext, member: SessionUser) {
  return (await reactions(ctx, member, bookmarks)).map(({ at, quip }) => ({
    bookmarkedAt: at,
    quip,
  }));
}

/**
 * The member's own comments, oldest first. Nobody else's: a reply names only the id of the
 * comment it answers, whose author may be a quip's still anonymous author.
 */
export async function commentsFile(ctx: AppContext, member: SessionUser) {
  const own = eq(comments.authorId, member.id);
  const rows = await ctx.db
    .select()
    .from(comments)
    .where(own)
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const seen = await seenQuips(
    ctx,
    member,
    ctx.db.select({ id: comments.quipId }).from(comments).where(own),
  );
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    inReplyTo: row.parentCommentId,
    quip: seen.get(row.quipId) ?? { id: row.quipId, unavailable: true },
  }));
}

/**
 * The member's own guesses at anonymous authors (decision 0164), newest first: whom they named,
 * and the verdict once the reveal scored it. Never the guesses of others, at their quips or
 * naming them.
 */
export async function guessesFile(ctx: AppContext, member: SessionUser) {
  const own = eq(quipGuesses.guesserId, member.id);
  const rows = await ctx.db
    .select({
      quipId: quipGuesses.quipId,
      guessed: users.username,
      correct: quipGuesses.correct,
      createdAt: quipGuesses.createdAt,
      updatedAt: quipGuesses.updatedAt,
    })
    .from(quipGuesses)
    .innerJoin(users, eq(users.id, quipGuesses.guessedId))
    .where(own)
    .orderBy(desc(quipGuesses.createdAt), desc(quipGuesses.quipId));
  const seen = await seenQuips(
    ctx,
    member,
    ctx.db.select({ id: quipGuesses.quipId }).from(quipGuesses).where(own),
  );
  return rows.map((row) => ({
    guessed: row.guessed,
    right: row.correct,
    guessedAt: row.createdAt.toISOString(),
    changedAt: row.updatedAt > row.createdAt ? row.updatedAt.toISOString() : null,
    quip: seen.get(row.quipId) ?? { id: row.quipId, unavailable: true },
  }));
}

/** As the activity page lists them: it decides whom each notification names. */
export async function notificationsFile(ctx: AppContext, member: SessionUser) {
  const items = await everyPage(
    async (page) => (await listActivity(ctx, member, member.id, page)).items,
  );
  return items.map((item) => ({
    type: item.type,
    createdAt: item.createdAt,
    read: !item.unread,
    from: item.actor?.username ?? null,
    quip: item.quip
      ? {
          id: item.quip.id,
          content: item.quip.content,
          author: item.quip.author?.username ?? null,
          yours: item.quip.isOwn,
        }
      : null,
    commentId: item.commentId,
    details: item.data,
  }));
}

/**
 * Whom the member mutes and blocks, and their muted words, as Settings lists them: a quip
 * hidden with its author shows as the quip alone until it is revealed.
 */
export async function safetyFile(ctx: AppContext, member: SessionUser) {
  const mutes = await everyPage(async (page) => (await listMutes(ctx, member, page)).items);
  const blocks = await everyPage(async (page) => (await listBlocks(ctx, member, page)).items);
  return {
    mutedMembers: mutes.flatMap((entry) =>
      entry.member ? [{ username: entry.member.username, since: entry.createdAt }] : [],
    ),
    hiddenQuips: mutes.flatMap((entry) =>
      entry.hiddenQuip
        ? [
            {
              quipId: entry.hiddenQuip.id,
              excerpt: entry.hiddenQuip.excerpt,
              since: entry.createdAt,
            },
          ]
        : [],
    ),
    blockedMembers: blocks.map((entry) => ({
      username: entry.member.username,
      since: entry.createdAt,
    })),
    mutedWords: (await getMutedWords(ctx, member)).words,
  };
}
