import {
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { quips } from "./quips";

/**
 * The recent quips' positions in the time-windowed feeds (top48, post48, hot), narrow so the
 * feeds read a page in index order instead of sorting the window on every request. A trigger
 * on quips keeps created_at and the ranked likes in step in the same transaction; the rank-feeds
 * job moves rows between age windows, refreshes hot scores as time passes and drops rows
 * older than a week. Each feed index ends with the author (after the unique quip id, so the
 * order is unchanged): a page skips the viewer's muted members without reading a quip.
 */
export const feedRanks = pgTable(
  "feed_ranks",
  {
    quipId: uuid("quip_id")
      .primaryKey()
      .references(() => quips.id, { onDelete: "cascade" }),
    /** Copied from the quip, so a member's mutes are applied from the index alone (0106). */
    authorId: uuid("author_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /**
     * The quip's `ranked_likes`: its likes, or 0 while they are hidden in an open competition,
     * so neither Top 48 Hours nor Hot (its score is reckoned from this) moves with a hidden
     * count (decision 0162).
     */
    likesCount: integer("likes_count").notNull().default(0),
    /** 0: younger than 48 hours; 1: 48 to 96 hours (just revealed); 2: up to a week. */
    ageWindow: smallint("age_window").notNull().default(0),
    hotScore: doublePrecision("hot_score").notNull().default(0),
  },
  (t) => [
    index("feed_ranks_window_likes_idx").on(
      t.ageWindow,
      t.likesCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.quipId.desc().nullsFirst(),
      t.authorId,
    ),
    index("feed_ranks_hot_idx").on(
      t.hotScore.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.quipId.desc().nullsFirst(),
      t.authorId,
    ),
  ],
);
