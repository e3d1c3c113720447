import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LIMITS } from "#shared/limits.ts";
import { createdAt, id, tsvector, updatedAt } from "./columns";
import { topicOfTheDay } from "./topics";
import { users } from "./users";

export const quips = pgTable(
  "quips",
  {
    id: id(),
    /** The setup: all of a quip that has no punchline. */
    content: text("content").notNull(),
    /** Shown after a tap (decision 0163); with the setup, within the posting limit. */
    punchline: text("punchline"),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isAnonymous: boolean("is_anonymous").notNull().default(true),
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
    topicOfTheDay: boolean("topic_of_the_day").notNull().default(false),
    topicText: text("topic_text"),
    topicId: uuid("topic_id").references(() => topicOfTheDay.id, { onDelete: "set null" }),
    topicIdentifier: text("topic_identifier"),
    /** The draft it was posted from; the draft itself is gone by then. */
    vaultQuipId: uuid("vault_quip_id"),
    likesCount: integer("likes_count").notNull().default(0),
    /**
     * The quip is an entry of a topic competition still open: no answer carries its likes, and
     * every list ordered by likes ranks it by `rankedLikes` (decision 0162). Kept by triggers:
     * set as an entry is posted while its competition is active, cleared for all of a
     * competition's entries in the transaction that closes it.
     */
    likesHidden: boolean("likes_hidden").notNull().default(false),
    /** What lists rank by: the likes, or 0 while they are hidden (the feeds' indexes hold it). */
    rankedLikes: integer("ranked_likes")
      .notNull()
      .generatedAlwaysAs(sql`case when likes_hidden then 0 else likes_count end`),
    commentsCount: integer("comments_count").notNull().default(0),
    /**
     * How many members guessed its author, and how many rightly (decision 0164): written by the
     * reveal that scores the guesses, null before it, so a card shows them without a join.
     */
    guessTotal: integer("guess_total"),
    guessCorrect: integer("guess_correct"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The words of the setup and the punchline, kept on the row: a search walking quips most
     * liked first tests each one against it instead of splitting and stemming its text again.
     * A punchline is searchable, as anyone may read it with a tap (decision 0163).
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', content || ' ' || coalesce(punchline, ''))`),
  },
  (t) => [
    // The feeds' indexes end with the author, after the unique id (the order is unchanged): a
    // page skips the viewer's muted members from the index alone (decision 0106).
    index("quips_created_at_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.authorId,
    ),
    index("quips_likes_idx").on(
      t.rankedLikes.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.authorId,
    ),
    index("quips_author_created_idx").on(
      t.authorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("quips_author_likes_idx").on(
      t.authorId,
      t.rankedLikes.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("quips_topic_likes_idx").on(
      t.topicIdentifier,
      t.rankedLikes.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.authorId,
    ),
    index("quips_search_vector_idx").using("gin", t.searchVector),
    // Deleting a topic clears it from its quips.
    index("quips_topic_id_idx").on(t.topicId).where(sql`${t.topicId} is not null`),
    // The reveal job looks for anonymous quips past 48 hours: only the last two days' quips.
    index("quips_anonymous_created_idx").on(t.createdAt).where(sql`${t.isAnonymous}`),
    // A week's Ghosts: revealed quips many guessed at and nobody rightly (decision 0164).
    index("quips_ghost_revealed_idx")
      .on(t.revealedAt)
      .where(
        sql`${t.guessTotal} >= ${sql.raw(String(LIMITS.ghostGuessersMin))} and ${t.guessCorrect} = 0`,
      ),
  ],
);

export const likes = pgTable(
  "likes",
  {
    id: id(),
    quipId: uuid("quip_id")
      .notNull()
      .references(() => quips.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("likes_quip_user_key").on(t.quipId, t.userId),
    index("likes_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const bookmarks = pgTable(
  "bookmarks",
  {
    id: id(),
    quipId: uuid("quip_id")
      .notNull()
      .references(() => quips.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bookmarks_quip_user_key").on(t.quipId, t.userId),
    index("bookmarks_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: id(),
    content: text("content").notNull(),
    quipId: uuid("quip_id")
      .notNull()
      .references(() => quips.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentCommentId: uuid("parent_comment_id").references((): AnyPgColumn => comments.id, {
      onDelete: "cascade",
    }),
    /** 1 for a comment on the quip, 2 for a reply, 3 for a reply to a reply. */
    depth: smallint("depth").notNull().default(1),
    createdAt: createdAt(),
    /** Its author's last change, within the edit window; null when never edited. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /**
     * Deleted while it had replies: a stub with no content that keeps its place so the thread
     * stays whole, and goes once its last reply does. The row keeps its author (their account's
     * removal still takes it and what hangs below it); no answer presents them.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Folded for everyone by the quip's author; who hid it is never stored beside it. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("comments_quip_created_idx").on(t.quipId, t.createdAt),
    // A quip's comments are read a page at a time, newest first; replies oldest first.
    index("comments_top_level_idx")
      .on(t.quipId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentCommentId} is null`),
    index("comments_replies_idx")
      .on(t.parentCommentId, t.createdAt, t.id)
      .where(sql`${t.parentCommentId} is not null`),
    index("comments_author_idx").on(t.authorId),
  ],
);

export const vaultQuips = pgTable(
  "vault_quips",
  {
    id: id(),
    content: text("content").notNull(),
    /** Kept with the draft, and posted with it. */
    punchline: text("punchline"),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("vault_quips_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst())],
);

/**
 * What every report holds, whatever it is about (a quip, a comment, a member): who reported,
 * the category's key with its label kept beside it as shown, the reporter's words, whether it
 * still waits for review, and when.
 */
export const reportColumns = () => ({
  reporterId: uuid("reporter_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  category: text("category").notNull(),
  categoryLabel: text("category_label").notNull(),
  reason: text("reason"),
  status: text("status").notNull().default("pending"),
  createdAt: createdAt(),
});

export const flags = pgTable(
  "flags",
  {
    id: id(),
    quipId: uuid("quip_id")
      .notNull()
      .references(() => quips.id, { onDelete: "cascade" }),
    ...reportColumns(),
    /** Of a report that the quip repeats another: the original. */
    linkedQuipId: uuid("linked_quip_id").references(() => quips.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("flags_one_pending_per_reporter_key")
      .on(t.quipId, t.reporterId)
      .where(sql`${t.status} = 'pending'`),
    index("flags_reporter_idx").on(t.reporterId),
    index("flags_linked_quip_idx").on(t.linkedQuipId).where(sql`${t.linkedQuipId} is not null`),
    index("flags_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/** Reports of comments, as `flags` are of quips: one pending report per member per comment. */
export const commentFlags = pgTable(
  "comment_flags",
  {
    id: id(),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    ...reportColumns(),
  },
  (t) => [
    uniqueIndex("comment_flags_one_pending_per_reporter_key")
      .on(t.commentId, t.reporterId)
      .where(sql`${t.status} = 'pending'`),
    index("comment_flags_reporter_idx").on(t.reporterId),
    index("comment_flags_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);
