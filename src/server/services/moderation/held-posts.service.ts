import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { heldPosts, quips, users, userTopicQuips } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isAnonymousAt } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { LIMITS } from "#shared/limits.ts";
import { WATCHED_WORDS_MSG as m } from "#shared/messages/watched-words.ts";
import type { QueueItem } from "#shared/schemas/moderation.ts";
import type { HeldPost, HeldReceipt } from "#shared/schemas/watched-words.ts";
import { refuseOwn } from "./own-content";

type HeldRow = typeof heldPosts.$inferSelect;
type QueueHeld = Extract<QueueItem, { kind: "held" }>;

/** What a `review` word holds: a quip (with the topic whose place it takes) or a comment. */
export type HeldDraft =
  | {
      kind: "quip";
      authorId: string;
      content: string;
      punchline: string | null;
      topic: { topic: string; topicIdentifier: string } | null;
      word: string;
    }
  | {
      kind: "comment";
      authorId: string;
      content: string;
      quipId: string;
      parentCommentId: string | null;
      word: string;
    };

/**
 * Holds a post in the transaction that would have published it (decision 0159): nothing of it
 * reaches a feed, a count, a notice or the live stream until a moderator approves it. A topic
 * quip has taken its place on the topic already, so the three-quip limit counts it.
 */
export async function holdPost(db: Executor, now: Date, draft: HeldDraft): Promise<HeldReceipt> {
  const [row] = await db
    .insert(heldPosts)
    .values({
      kind: draft.kind,
      authorId: draft.authorId,
      content: draft.content,
      punchline: draft.kind === "quip" ? draft.punchline : null,
      quipId: draft.kind === "comment" ? draft.quipId : null,
      parentCommentId: draft.kind === "comment" ? draft.parentCommentId : null,
      topicText: draft.kind === "quip" ? (draft.topic?.topic ?? null) : null,
      topicIdentifier: draft.kind === "quip" ? (draft.topic?.topicIdentifier ?? null) : null,
      word: draft.word,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return { held: present(row), message: m.held[draft.kind] };
}

/** One's own held posts, pending and declined, newest first: nobody else's, ever. */
export async function listOwnHeldPosts(ctx: AppContext, member: SessionUser): Promise<HeldPost[]> {
  const rows = await ctx.db
    .select()
    .from(heldPosts)
    .where(eq(heldPosts.authorId, member.id))
    .orderBy(desc(heldPosts.createdAt), desc(heldPosts.id))
    .limit(LIMITS.heldPostsListed);
  return rows.map(present);
}

/** Its author withdraws a pending post, or clears a declined one from their list. */
export async function withdrawHeldPost(
  ctx: AppContext,
  member: SessionUser,
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(heldPosts)
      .where(and(eq(heldPosts.id, id), eq(heldPosts.authorId, member.id)))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", m.heldNotFound);
    if (row.status === "pending") await releaseTopicPlace(tx, row);
  });
}

/**
 * A pending held post, locked for a moderator's decision; their own is refused as any of their
 * own work is, and one decided meanwhile is a conflict.
 */
export async function lockedPendingHeldPost(db: Executor, actor: SessionUser, id: string) {
  const [row] = await db.select().from(heldPosts).where(eq(heldPosts.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", m.heldNotFound);
  refuseOwn(actor, row.authorId);
  if (row.status !== "pending") throw new AppError("CONFLICT", m.heldNotPending);
  return row;
}

/** A held topic quip that will not be published gives its place on the topic back. */
export async function releaseTopicPlace(db: Executor, row: HeldRow): Promise<void> {
  if (!row.topicIdentifier) return;
  await db
    .update(userTopicQuips)
    .set({ quipCount: sql`greatest(${userTopicQuips.quipCount} - 1, 0)` })
    .where(
      and(
        eq(userTopicQuips.userId, row.authorId),
        eq(userTopicQuips.topicIdentifier, row.topicIdentifier),
      ),
    );
}

/** The queue's part: every pending held post but the reader's own, as (held, id, time). */
export function pendingHeldSql(reader: SessionUser) {
  return sql`
    select 'held', hp.id, hp.created_at, false
      from ${heldPosts} hp
      where hp.status = 'pending' and hp.author_id <> ${reader.id}`;
}

/**
 * The held posts of a queue page. A held quip names nobody: published, it will be anonymous,
 * and its approver must not know whose it is. A held comment names its writer as the thread
 * would, so not the quip's author on their anonymous quip.
 */
export async function targetHeldPosts(
  ctx: AppContext,
  ids: string[],
): Promise<Map<string, QueueHeld>> {
  if (ids.length === 0) return new Map();
  const now = ctx.now();
  const rows = await ctx.db
    .select({
      held: heldPosts,
      author: { id: users.id, username: users.username },
      quip: { authorId: quips.authorId, createdAt: quips.createdAt },
    })
    .from(heldPosts)
    .innerJoin(users, eq(users.id, heldPosts.authorId))
    .leftJoin(quips, eq(quips.id, heldPosts.quipId))
    .where(and(inArray(heldPosts.id, ids), eq(heldPosts.status, "pending")));
  return new Map(
    rows.map(({ held, author, quip }) => {
      const hidesAuthor =
        held.kind === "quip" ||
        !quip ||
        (quip.authorId === held.authorId && isAnonymousAt(quip.createdAt, now));
      const item: QueueHeld = {
        kind: "held",
        held: {
          id: held.id,
          what: held.kind === "comment" ? "comment" : "quip",
          content: held.content,
          punchline: held.punchline,
          word: held.word,
          topicText: held.topicText,
          quipId: held.quipId,
          author: hidesAuthor ? null : author,
        },
        firstAt: held.createdAt.toISOString(),
      };
      return [held.id, item];
    }),
  );
}

function present(row: HeldRow): HeldPost {
  return {
    id: row.id,
    kind: row.kind === "comment" ? "comment" : "quip",
    content: row.content,
    punchline: row.punchline,
    status: row.status === "declined" ? "declined" : "pending",
    quipId: row.quipId,
    topicText: row.topicText,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
