import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { quips } from "./quips";
import { users } from "./users";

/**
 * Who mutes whom (decision 0106). A mute by name is in force at once. "Hide this quip and its
 * author" is a mute that names the quip: the quip is hidden from the muter at once, and its
 * author is muted only from the quip's reveal (`quip_created_at` + 48 hours), so until then the
 * row links the muter's view to no other quip. services/safety/muting.ts reads this table.
 */
export const mutes = pgTable(
  "mutes",
  {
    id: id(),
    muterId: uuid("muter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutedId: uuid("muted_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The quip hidden with its author. Deleting the quip before its reveal deletes the row
     * (quips.service.ts); after it, the mute stays and only the link goes.
     */
    quipId: uuid("quip_id").references(() => quips.id, { onDelete: "set null" }),
    /** The hidden quip's creation time: the mute is in force once it is revealed. Null: at once. */
    quipCreatedAt: timestamp("quip_created_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A muter's mutes in force are read from these alone, once per statement (services/safety/muting.ts):
    // those by name, and those of hidden quips by their reveal; the hidden quips by the third.
    uniqueIndex("mutes_by_name_key")
      .on(t.muterId, t.mutedId)
      .where(sql`${t.quipCreatedAt} is null`),
    index("mutes_by_reveal_idx")
      .on(t.muterId, t.quipCreatedAt, t.mutedId)
      .where(sql`${t.quipCreatedAt} is not null`),
    uniqueIndex("mutes_hidden_quip_key")
      .on(t.muterId, t.quipId)
      .where(sql`${t.quipId} is not null`),
    // Deleting a member or a quip finds the rows that name them.
    index("mutes_muted_idx").on(t.mutedId),
    index("mutes_quip_idx").on(t.quipId).where(sql`${t.quipId} is not null`),
  ],
);

/** Who blocks whom: as a mute, and the blocked member may not follow, like or comment (0106). */
export const blocks = pgTable(
  "blocks",
  {
    id: id(),
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("blocks_blocker_blocked_key").on(t.blockerId, t.blockedId),
    index("blocks_blocked_idx").on(t.blockedId),
  ],
);

/** A member's muted words and phrases, as one list in their order (decision 0107). */
export const mutedWords = pgTable("muted_words", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  words: text("words").array().notNull(),
  updatedAt: updatedAt(),
});
