import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { comments, quips } from "./quips";
import { users } from "./users";

/**
 * Words and phrases the community watches for (decision 0159): lowercase, matched as whole
 * words. `block` refuses, `review` holds a post until a moderator approves it, `flag` lets it
 * through and places it in the review queue.
 */
export const watchedWords = pgTable(
  "watched_words",
  {
    word: text("word").primaryKey(),
    action: text("action").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("watched_words_action_check", sql`${t.action} in ('block', 'review', 'flag')`)],
);

/**
 * A quip or comment held by a `review` word: nothing but this row until a moderator approves
 * it, when it is posted as its author would post it then (its 48 hours start at that moment).
 * Only its author and the review queue read it; a declined one stays for its author to read
 * and clear.
 */
export const heldPosts = pgTable(
  "held_posts",
  {
    id: id(),
    kind: text("kind").notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** Of a held quip that has one: published with it. */
    punchline: text("punchline"),
    /** Of a held comment: the quip it answers, and the comment it replies to. */
    quipId: uuid("quip_id").references(() => quips.id, { onDelete: "cascade" }),
    parentCommentId: uuid("parent_comment_id").references(() => comments.id, {
      onDelete: "cascade",
    }),
    /** Of a held topic quip: the topic it was written for, whose place it holds. */
    topicText: text("topic_text"),
    topicIdentifier: text("topic_identifier"),
    word: text("word").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("held_posts_kind_check", sql`${t.kind} in ('quip', 'comment')`),
    check("held_posts_status_check", sql`${t.status} in ('pending', 'declined')`),
    check(
      "held_posts_comment_has_quip_check",
      sql`(${t.kind} = 'comment') = (${t.quipId} is not null)`,
    ),
    index("held_posts_author_idx").on(t.authorId, t.createdAt),
    index("held_posts_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A published quip or comment, or a member's profile, that a `flag` word placed in the review
 * queue beside the members' reports of it, until a moderator decides: dismissing its reports
 * deletes these with them.
 */
export const wordFlags = pgTable(
  "word_flags",
  {
    id: id(),
    quipId: uuid("quip_id").references(() => quips.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").references(() => users.id, { onDelete: "cascade" }),
    word: text("word").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "word_flags_one_target_check",
      sql`num_nonnulls(${t.quipId}, ${t.commentId}, ${t.memberId}) = 1`,
    ),
    index("word_flags_quip_idx").on(t.quipId).where(sql`${t.quipId} is not null`),
    index("word_flags_comment_idx").on(t.commentId).where(sql`${t.commentId} is not null`),
    index("word_flags_member_idx").on(t.memberId).where(sql`${t.memberId} is not null`),
  ],
);
