import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { heldPosts } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { findSessionUser } from "#server/services/auth/sessions.service.ts";
import {
  announceComment,
  insertComment,
  type PostedComment,
} from "#server/services/comments/comments.service.ts";
import { announceQuip, insertQuip, type PostedQuip } from "#server/services/quips/quips.service.ts";
import { findOpenTopics } from "#server/services/topics/open-topics.ts";
import { WATCHED_WORDS_MSG as m } from "#shared/messages/watched-words.ts";
import { lockedPendingHeldPost, releaseTopicPlace } from "./held-posts.service";
import { commentTarget, quipTarget, recordModeration } from "./moderation-log.service";

/**
 * A moderator approves a held post (decision 0159): it is posted now, as its author would post
 * it now, and its 48 hours start now. The held row goes in the same transaction, and the log
 * names the post, never its author. A topic quip whose topic has closed meanwhile is posted
 * without it: its place was taken, and a closed topic takes no entries.
 */
export async function approveHeldPost(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
): Promise<void> {
  const now = ctx.now();
  const posted = await ctx.db.transaction(
    async (tx): Promise<{ quip: PostedQuip } | { comment: PostedComment; quipId: string }> => {
      const held = await lockedPendingHeldPost(tx, actor, id);
      await tx.delete(heldPosts).where(eq(heldPosts.id, id));
      const author = await findSessionUser(tx, held.authorId);
      if (!author) throw new AppError("NOT_FOUND", m.heldNotFound);
      if (held.kind === "comment" && held.quipId) {
        const comment = await insertComment(tx, now, author, held.quipId, {
          content: held.content,
          parentCommentId: held.parentCommentId,
        }).catch((error: unknown) => {
          // Its place has gone meanwhile (the comment it answers, or the author's standing with
          // the quip's author): the reason is the author's business, so one answer for all.
          if (error instanceof AppError) throw new AppError("CONFLICT", m.cannotPublish);
          throw error;
        });
        await recordModeration(tx, now, {
          actor,
          action: "held_post_approved",
          target: commentTarget(comment.comment),
        });
        return { comment, quipId: held.quipId };
      }
      const open = await findOpenTopics(ctx, tx);
      const topic =
        [open.today, open.yesterday].find((t) => t?.topicIdentifier === held.topicIdentifier) ??
        null;
      const quip = await insertQuip(tx, now, {
        authorId: held.authorId,
        content: held.content,
        punchline: held.punchline,
        topic,
        vaultQuipId: null,
      });
      await recordModeration(tx, now, {
        actor,
        action: "held_post_approved",
        target: quipTarget({ id: quip.id, content: held.content }),
      });
      return { quip };
    },
  );
  if ("quip" in posted) await announceQuip(ctx, posted.quip);
  else announceComment(ctx, posted.quipId, posted.comment);
}

/**
 * A moderator declines a held post: it is never published, and stays in its author's list as
 * declined until they clear it. A topic quip gives its place back.
 */
export async function declineHeldPost(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const held = await lockedPendingHeldPost(tx, actor, id);
    await tx
      .update(heldPosts)
      .set({ status: "declined", decidedAt: now })
      .where(eq(heldPosts.id, id));
    await releaseTopicPlace(tx, held);
    await recordModeration(tx, now, {
      actor,
      action: "held_post_declined",
      // Never published, it has no id to name: the log keeps the start of its text.
      target: { ...(held.kind === "comment" ? commentTarget : quipTarget)(held), id: null },
    });
  });
}
