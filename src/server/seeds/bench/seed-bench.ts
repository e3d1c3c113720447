import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { type DbKind, rowsOf } from "../../db/database";
import { rankFeedsJob } from "../../jobs/rank-feeds.job";
import { hashPassword } from "../../services/passwords";
import { ensureQuipBot } from "../../services/quipbot.service";
import { DatabaseNotEmptyError, isDatabaseEmpty } from "../empty-database";
import type { BenchContext } from "./bench-context";
import { setIndexesAside } from "./bulk-load";
import { insertComments } from "./comments";
import { insertCompetitions } from "./competitions";
import { insertLikes, recordLikeDays } from "./likes";
import { insertMembers, numberMembers } from "./members";
import { BENCH_PASSWORD, BENCH_USERNAME_PREFIX, planBench } from "./plan";
import { insertQuips, planQuips } from "./quips";
import { insertStreaks } from "./streaks";
import { insertTopics } from "./topics";

/** Any key will do, as long as only the benchmark seed takes it. */
const SEED_LOCK = 7_301_915;

/**
 * The big tables: their keys and indexes are built once the rows are in (bulk-load.ts).
 * feed_ranks is filled by the trigger on quips.
 */
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

const MEMORY: Record<DbKind, { work: string; maintenance: string }> = {
  postgres: { work: "256MB", maintenance: "1GB" },
  embedded: { work: "128MB", maintenance: "256MB" },
};

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
  competitions: number;
  signIn: { first: string; last: string; password: string };
}

/**
 * Fills an empty database with a community sized for benchmarks: members, follows, quips
 * over the last 90 days, likes, threaded comments, 90 topics and their processed
 * competitions, all consistent with one another. Every row is made by a handful of set-based
 * statements in one transaction, so a failure leaves the database empty; the statistics are
 * refreshed afterwards, since VACUUM cannot run inside a transaction.
 */
export async function seedBench(ctx: AppContext, options: BenchOptions): Promise<BenchSummary> {
  const plan = planBench(options.quips);
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    options.onStep?.(step, performance.now() - started);
    return result;
  };
  // argon2 is deliberately slow: one hash, shared by every member.
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  await ctx.db.transaction(async (tx) => {
    // Two seeds at once (or one beside a starting server) must not both fill the database.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isDatabaseEmpty(tx))) throw new DatabaseNotEmptyError();
    // Sorts, hashes and index builds of millions of rows fit in memory instead of spilling;
    // the embedded database lives in a 32-bit address space, so it gets less.
    const memory = MEMORY[ctx.dbKind];
    await tx.execute(sql.raw(`set local work_mem = '${memory.work}'`));
    await tx.execute(sql.raw(`set local maintenance_work_mem = '${memory.maintenance}'`));
    const bench: BenchContext = { app: ctx, db: tx, plan, now: ctx.now() };
    await ensureQuipBot(tx, bench.now);
    const topics = await timed("topics", () => insertTopics(bench));
    const restore = await setIndexesAside(tx, BULK_TABLES);
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
    await timed("keys, indexes and foreign keys", restore);
  });
  // The trigger gave every quip a feed_ranks row as if just posted; the job moves them into
  // their age windows and drops those older than a week, as it does on every scheduled run.
  await timed("feed ranks", () => rankFeedsJob.run(ctx));
  await timed("vacuum analyze", () =>
    ctx.db.execute(sql.raw(`vacuum analyze ${FILLED_TABLES.join(", ")}`)),
  );

  const [counts] = rowsOf<Omit<BenchSummary, "signIn">>(
    await ctx.db.execute(sql`
      select
        (select count(*) from users where not is_bot)::int as members,
        (select count(*) from quips)::int as quips,
        (select count(*) from likes)::int as likes,
        (select count(*) from comments)::int as comments,
        (select count(*) from follows)::int as follows,
        (select count(*) from topic_of_the_day)::int as topics,
        (select count(*) from topic_competitions)::int as competitions`),
  );
  if (!counts) throw new Error("counting the seeded rows returned nothing");
  return {
    ...counts,
    signIn: {
      first: `${BENCH_USERNAME_PREFIX}1`,
      last: `${BENCH_USERNAME_PREFIX}${plan.members}`,
      password: BENCH_PASSWORD,
    },
  };
}
