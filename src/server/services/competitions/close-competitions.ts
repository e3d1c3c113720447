import { and, asc, eq, exists, isNull, lte, not, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { COMPETITION_STATUS, quips, topicCompetitions } from "#server/db/schema/index.ts";
import { rootMessage } from "#server/errors.ts";
import { isAnonymousSql, isRevealedSql } from "#server/services/anonymity.ts";
import { LIMITS } from "#shared/limits.ts";
import { closeCompetition, publishCompetition } from "./process-competition";

const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

type Competition = typeof topicCompetitions.$inferSelect;

export interface CloseResult {
  /** Competitions whose results were computed and told to their entrants. */
  closed: string[];
  /** Competitions whose results became public. */
  published: string[];
  failed: string[];
}

/**
 * A competition moves active → closed → processed. It closes when its window ends: results
 * are computed and each entrant hears their own, and nothing else anyone reads changes. It is
 * published (status `processed`) once every entry is revealed: badges, distribution, streaks,
 * titles and its entries' likes become public together (the status's trigger clears
 * `likes_hidden` in the same transaction, decision 0162).
 */
export async function closeDueCompetitions(
  ctx: AppContext,
  options: { limit?: number } = {},
): Promise<CloseResult> {
  const result: CloseResult = { closed: [], published: [], failed: [] };
  const phases = [
    { step: closingStep, done: result.closed },
    { step: publishingStep, done: result.published },
  ];
  for (const { step, done } of phases) {
    for (let i = 0; i < (options.limit ?? 20); i++) {
      const outcome = await runNext(ctx, step);
      if (!outcome) break;
      (outcome.ok ? done : result.failed).push(outcome.topicIdentifier);
      if (!outcome.ok) break;
    }
  }
  return result;
}

interface Step {
  /**
   * Whether the step changes what every reader's feed pages show: publishing shows the
   * entries' likes (decision 0162), so the pages kept for visitors go at once.
   */
  changesFeeds: boolean;
  /** Which competitions are due, now. */
  due(now: Date): SQL | undefined;
  /** The competition's new fields, and the members it notified. */
  apply(
    db: Executor,
    competition: Competition,
    now: Date,
  ): Promise<{ changes: Partial<Competition>; notified: string[] }>;
}

const closingStep: Step = {
  changesFeeds: false,
  due: (now) =>
    and(
      eq(topicCompetitions.status, COMPETITION_STATUS.active),
      lte(topicCompetitions.startedAt, new Date(now.getTime() - LIMITS.competitionWindowMs)),
    ),
  apply: async (db, competition, now) => {
    const { totalQuips, notified } = await closeCompetition(db, competition, now);
    const closedAt = new Date(competition.startedAt.getTime() + LIMITS.competitionWindowMs);
    return {
      changes: { status: COMPETITION_STATUS.closed, closedAt, processedAt: now, totalQuips },
      notified,
    };
  },
};

const earlier = sql.raw("earlier");

/**
 * Every entry was posted before closing, so all are revealed 48 hours after it; the entry
 * check guards the promise even so. Competitions publish in the order they started, since a
 * city streak counts from the one before.
 */
const publishingStep: Step = {
  changesFeeds: true,
  due: (now) =>
    and(
      eq(topicCompetitions.status, COMPETITION_STATUS.closed),
      isRevealedSql(now, topicCompetitions.closedAt),
      not(
        exists(
          sql`(select 1 from ${quips} where ${and(
            eq(quips.topicIdentifier, topicCompetitions.topicIdentifier),
            isAnonymousSql(now),
          )})`,
        ),
      ),
      not(
        exists(
          sql`(select 1 from ${topicCompetitions} ${earlier} where ${earlier}.started_at < ${topicCompetitions.startedAt} and ${earlier}.status <> ${COMPETITION_STATUS.published})`,
        ),
      ),
    ),
  apply: async (db, competition, now) => ({
    notified: await publishCompetition(db, competition, now),
    changes: { status: COMPETITION_STATUS.published, effectsAppliedAt: now },
  }),
};

/**
 * Claims the oldest due competition with FOR UPDATE SKIP LOCKED and moves it on in the
 * transaction that applies the step: a second runner skips it, a runner killed half-way
 * leaves nothing applied, and a failure is recorded and retried later with a growing back-off.
 * The members it notified hear it live once it has committed.
 */
async function runNext(
  ctx: AppContext,
  step: Step,
): Promise<{ ok: boolean; topicIdentifier: string } | null> {
  const now = ctx.now();
  let claimed: string | null = null;
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [competition] = await tx
        .select()
        .from(topicCompetitions)
        .where(
          and(
            step.due(now),
            or(isNull(topicCompetitions.nextReadyAt), lte(topicCompetitions.nextReadyAt, now)),
          ),
        )
        .orderBy(asc(topicCompetitions.startedAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!competition) return null;
      claimed = competition.id;
      const { changes, notified } = await step.apply(tx, competition, now);
      await tx
        .update(topicCompetitions)
        .set({ ...changes, failedAttempts: 0, lastError: null, nextReadyAt: null })
        .where(eq(topicCompetitions.id, competition.id));
      return { topicIdentifier: competition.topicIdentifier, notified };
    });
    if (!outcome) return null;
    if (step.changesFeeds) await ctx.sharedCache?.invalidate();
    ctx.live.notificationsChanged(outcome.notified);
    return { ok: true, topicIdentifier: outcome.topicIdentifier };
  } catch (error) {
    if (!claimed) throw error;
    const [failed] = await ctx.db
      .update(topicCompetitions)
      .set({
        failedAttempts: sql`${topicCompetitions.failedAttempts} + 1`,
        lastError: rootMessage(error).slice(0, 1000),
        nextReadyAt: sql`${now.toISOString()}::timestamptz + least(${MAX_BACKOFF_MS}, 60000 * power(2, ${topicCompetitions.failedAttempts})) * interval '1 millisecond'`,
      })
      .where(eq(topicCompetitions.id, claimed))
      .returning({ topicIdentifier: topicCompetitions.topicIdentifier });
    return { ok: false, topicIdentifier: failed?.topicIdentifier ?? claimed };
  }
}
