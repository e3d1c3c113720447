import {
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { quips } from "./quips";
import { topicOfTheDay } from "./topics";
import { users } from "./users";

/**
 * A competition is `active` while it takes quips, `closed` once its results are computed and
 * told to each entrant alone, and `processed` once every entry is revealed and the results
 * are public.
 */
export const COMPETITION_STATUS = {
  active: "active",
  closed: "closed",
  published: "processed",
} as const;

export const topicCompetitions = pgTable(
  "topic_competitions",
  {
    id: id(),
    topicIdentifier: text("topic_identifier").notNull().unique(),
    topicId: uuid("topic_id").references(() => topicOfTheDay.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    status: text("status").notNull().default("active"),
    totalQuips: integer("total_quips").notNull().default(0),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    nextReadyAt: timestamp("next_ready_at", { withTimezone: true }),
    lastError: text("last_error"),
    effectsAppliedAt: timestamp("effects_applied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("topic_competitions_status_ready_idx").on(t.status, t.nextReadyAt)],
);

export const competitionResults = pgTable(
  "competition_results",
  {
    competitionId: uuid("competition_id")
      .notNull()
      .references(() => topicCompetitions.id, { onDelete: "cascade" }),
    quipId: uuid("quip_id")
      .notNull()
      .references(() => quips.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    likesCount: integer("likes_count").notNull(),
    ranking: integer("ranking").notNull(),
    percentile: real("percentile").notNull(),
    /** Null when none was given: below the podium in a small competition (decision 0134). */
    title: text("title"),
    tier: text("tier").notNull(),
  },
  (t) => [
    primaryKey({ name: "competition_results_pkey", columns: [t.competitionId, t.quipId] }),
    index("competition_results_user_idx").on(t.userId),
    index("competition_results_quip_idx").on(t.quipId),
  ],
);

export const userBadges = pgTable(
  "user_badges",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    badgeType: text("badge_type").notNull(),
    count: integer("count").notNull().default(1),
    /** The latest competition that added to the count. */
    competitionId: uuid("competition_id").references(() => topicCompetitions.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_badges_user_type_key").on(t.userId, t.badgeType)],
);

export const userCityDistribution = pgTable("user_city_distribution", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  top20: integer("top20").notNull().default(0),
  top40: integer("top40").notNull().default(0),
  top60: integer("top60").notNull().default(0),
  bottom40: integer("bottom40").notNull().default(0),
  bottom5: integer("bottom5").notNull().default(0),
  totalCompetitions: integer("total_competitions").notNull().default(0),
});

export const userStreaks = pgTable("user_streaks", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  currentPostStreak: integer("current_post_streak").notNull().default(0),
  maxPostStreak: integer("max_post_streak").notNull().default(0),
  /** Eastern day of the last quip counted in the post streak. */
  lastCountedDay: text("last_counted_day"),
  currentLikeStreak: integer("current_like_streak").notNull().default(0),
  maxLikeStreak: integer("max_like_streak").notNull().default(0),
  lastLikeDay: text("last_like_day"),
  currentCityStreak: integer("current_city_streak").notNull().default(0),
  maxCityStreak: integer("max_city_streak").notNull().default(0),
  /** Start of the last competition counted in the city streak. */
  lastCityCompetitionAt: timestamp("last_city_competition_at", { withTimezone: true }),
});
