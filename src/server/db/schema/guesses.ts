import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { quips } from "./quips";
import { users } from "./users";

/**
 * Sealed guesses at an anonymous quip's author (decision 0164): one per member and quip, changed
 * in place until the reveal. Nothing reads `guessed_id` against the quip's author before the
 * reveal, which scores every row of the quip at once (`correct`, `scored_at`) and writes the
 * quip's totals. Before that, the row is read only by its own guesser.
 */
export const quipGuesses = pgTable(
  "quip_guesses",
  {
    quipId: uuid("quip_id")
      .notNull()
      .references(() => quips.id, { onDelete: "cascade" }),
    guesserId: uuid("guesser_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    guessedId: uuid("guessed_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null until the reveal scores it. */
    correct: boolean("correct"),
    /** The quip's reveal instant (its 48 hours), set with `correct`: the order of scoring. */
    scoredAt: timestamp("scored_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "quip_guesses_pkey", columns: [t.quipId, t.guesserId] }),
    // A member's sleuth figures, in scoring order; and their own guesses for an export.
    index("quip_guesses_guesser_scored_idx").on(t.guesserId, t.scoredAt, t.quipId),
    // A week's best guessers, by the scores of that week.
    index("quip_guesses_scored_idx").on(t.scoredAt).where(sql`${t.scoredAt} is not null`),
    // Deleting a member finds the guesses that name them.
    index("quip_guesses_guessed_idx").on(t.guessedId),
  ],
);

/**
 * The weeks whose Sleuth badges are awarded: one row per Eastern week (its Monday), written in
 * the transaction that awards them, so the weekly job awards each week once, from any process.
 */
export const sleuthWeeks = pgTable("sleuth_weeks", {
  weekStart: date("week_start", { mode: "string" }).primaryKey(),
  /** How many members were awarded: the week's best guessers, often none. */
  awarded: integer("awarded").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
