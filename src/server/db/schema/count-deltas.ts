import { bigint, index, integer, pgTable, uuid } from "drizzle-orm/pg-core";

/**
 * Changes to a quip's counts that were not applied at once, because the quip's row was busy or
 * already had changes waiting; the count folder adds them to the row and deletes them
 * (services/counts). A row's true count is its column plus these. No foreign key: the changes
 * of a deleted quip are dropped by the folder.
 */
export const quipCountDeltas = pgTable(
  "quip_count_deltas",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    quipId: uuid("quip_id").notNull(),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
  },
  (t) => [index("quip_count_deltas_quip_idx").on(t.quipId)],
);

/** The same for a member's follower and following counts. */
export const userCountDeltas = pgTable(
  "user_count_deltas",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id").notNull(),
    followersCount: integer("followers_count").notNull().default(0),
    followingCount: integer("following_count").notNull().default(0),
  },
  (t) => [index("user_count_deltas_user_idx").on(t.userId)],
);
