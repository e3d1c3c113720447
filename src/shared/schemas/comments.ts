import { z } from "zod";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { commentContent, ModeratorQuip, Quip, uuid } from "./quips";
import { Person } from "./users";

export const CreateCommentInput = z.object({
  content: commentContent,
  parentCommentId: uuid.nullish(),
});

/** PATCH /api/comments/{id}: the author rewords it, by the rules of posting one. */
export const EditCommentInput = z.object({ content: commentContent });

/** POST /api/comments/{id}/hide toggles: whether the comment is now hidden. */
export const CommentHideState = z.object({ isHidden: z.boolean() });

/**
 * A comment with the first of its replies (three levels at most), each reply the same shape.
 * The rest of its replies are asked for with `repliesCursor`.
 */
export const CommentView = z
  .object({
    id: z.string(),
    content: z.string(),
    createdAt: z.string(),
    parentCommentId: z.string().nullable(),
    depth: z.number(),
    /** Null when the quip's author commented on their own still-anonymous quip. */
    author: Person.nullable(),
    /** Shown as "anonymous (author)" while the quip is anonymous. */
    isQuipAuthor: z.boolean(),
    /** Written by the member reading it. */
    isOwn: z.boolean(),
    /** Its author changed it after posting it. */
    isEdited: z.boolean(),
    /**
     * When it was last edited; null when it was not, and while `author` is withheld (the edit's
     * time would tell when the anonymous quip's author was about).
     */
    editedAt: z.string().nullable(),
    /**
     * Deleted by its author (or removed by an administrator) while it had replies: a stub that
     * keeps its place, with no content, no author and no time of editing.
     */
    isDeleted: z.boolean(),
    /** Folded for everyone by the quip's author ("Hidden by the quip's author"); never says who. */
    isHidden: z.boolean(),
    /** It contains one of the reader's muted words (never their own comment): shown as a line. */
    containsMutedWord: z.boolean(),
    /** Its direct replies in all, however many of them `replies` holds. */
    repliesCount: z.number(),
    /** Where its further replies start; null when `replies` holds them all. */
    repliesCursor: z.string().nullable(),
    get replies() {
      return z.array(CommentView);
    },
    // Named, so a description of the API can refer to it from inside itself.
  })
  .meta({ id: "CommentView" });
export type CommentView = z.infer<typeof CommentView>;

/** An opaque place in a list of comments, as an answer gave it. */
const cursor = z
  .string()
  .max(200, QUIP_MSG.comment.badCursor)
  .regex(/^[A-Za-z0-9_-]+$/, QUIP_MSG.comment.badCursor);

/** No cursor: the first page. */
export const CommentsQuery = z.object({ cursor: cursor.optional() });
export type CommentsQuery = z.infer<typeof CommentsQuery>;

export const CommentThreadParams = z.object({ id: uuid, commentId: uuid });

/** GET /api/quips/{id}/comments: top-level comments, newest first, with their first replies. */
export const CommentPage = z.object({
  comments: z.array(CommentView),
  /** Every comment on the quip, replies included. */
  total: z.number(),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * The instant the page holds the thread as of: the live stream announces what came after it
   * (`commentsSince` of a watch).
   */
  readAt: z.string(),
});
export type CommentPage = z.infer<typeof CommentPage>;

/**
 * GET /api/quips/{id}/thread: what a quip's page shows on opening, in one request: the quip
 * and the first page of its comments, each as its own route answers it.
 */
export const QuipThread = z.object({ quip: Quip, comments: CommentPage });
export type QuipThread = z.infer<typeof QuipThread>;

/** The same, as an administrator sees it (ModeratorQuip). */
export const ModeratorQuipThread = z.object({ quip: ModeratorQuip, comments: CommentPage });

/** GET /api/quips/{id}/comments/{commentId}/replies: a comment's replies, oldest first. */
export const ReplyPage = z.object({
  replies: z.array(CommentView),
  nextCursor: z.string().nullable(),
});
export type ReplyPage = z.infer<typeof ReplyPage>;
