import type { AppContext } from "#server/context.ts";
import { hashPassword } from "#server/services/auth/index.ts";
import type { BenchContext } from "./bench-context";
import { insertComments } from "./comments";
import { insertCompetitions, insertOpenCompetitions } from "./competitions";
import { countRows, fillEmptyDatabase, timeSteps } from "./fill-empty-database";
import { insertLikes, recordLikeDays } from "./likes";
import { insertMembers, numberMembers } from "./members";
import { BENCH_PASSWORD, BENCH_USERNAME_PREFIX, planBench } from "./plan";
import { insertQuips, planQuips } from "./quips";
import { insertStreaks } from "./streaks";
import { insertTopics } from "./topics";

/** feed_ranks is filled by the trigger on quips. */
const BULK_TABLES = [
  "users",
  "follows",
  "quips",
  "feed_ranks",
  "user_topic_quips",
  "likes",
  "comments",
  "competition_results",
  "user_badges",
  "user_city_distribution",
  "user_streaks",
  "activities",
] as const;
const FILLED_TABLES = [...BULK_TABLES, "topic_of_the_day", "topic_competitions"] as const;

export interface BenchOptions {
  quips: number;
  /** Hears of each step as it ends: the full size takes minutes. */
  onStep?: (step: string, ms: number) => void;
}

export interface BenchSummary {
  members: number;
  quips: number;
  likes: number;
  comments: number;
  follows: number;
  topics: number;
  /** Processed, and still competing (today's and yesterday's). */
  competitions: number;
  competing: number;
  signIn: { first: string; last: string; password: string };
}

/**
 * Fills an empty database with a community sized for benchmarks: members, follows, quips
 * over the last 90 days, likes, threaded comments, 90 topics and their processed
 * competitions, and the topics open now with their entries competing, all consistent with
 * one another. Every row is made by a handful of set-based
 * statements in one transaction, so a failure leaves the database empty; the statistics are
 * refreshed afterwards, since VACUUM cannot run inside a transaction.
 */
export async function seedBench(ctx: AppContext, options: BenchOptions): Promise<BenchSummary> {
  const plan = planBench(options.quips);
  const timed = timeSteps(options.onStep);
  // argon2 is deliberately slow: one hash, shared by every member.
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  const fill = { bulkTables: BULK_TABLES, filledTables: FILLED_TABLES, timed };
  await fillEmptyDatabase(ctx, fill, async (db, now) => {
    const bench: BenchContext = { app: ctx, db, plan, now };
    const topics = await timed("topics", async () => {
      const inserted = await insertTopics(bench);
      await insertOpenCompetitions(bench, inserted);
      return inserted;
    });
    await timed("members and follows", async () => {
      await numberMembers(bench);
      await insertMembers(bench, passwordHash);
    });
    await timed("quips", async () => {
      await planQuips(bench, topics);
      await insertQuips(bench);
    });
    await timed("likes", async () => {
      await insertLikes(bench);
      await recordLikeDays(bench);
    });
    await timed("comments", () => insertComments(bench));
    await timed("competitions", () => insertCompetitions(bench, topics));
    await timed("streaks", () => insertStreaks(bench, topics));
  });

  const counts = await countRows(ctx.db, {
    members: "users where not is_bot",
    quips: "quips",
    likes: "likes",
    comments: "comments",
    follows: "follows",
    topics: "topic_of_the_day",
    competitions: "topic_competitions where status = 'processed'",
    competing: "topic_competitions where status = 'active'",
  });
  return {
    ...counts,
    signIn: {
      first: `${BENCH_USERNAME_PREFIX}1`,
      last: `${BENCH_USERNAME_PREFIX}${plan.members}`,
      password: BENCH_PASSWORD,
    },
  };
}
