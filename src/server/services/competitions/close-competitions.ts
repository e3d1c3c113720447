import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { LIMITS } from "../../../shared/limits";
import type { AppContext } from "../../context";
import type { Db } from "../../db/database";
import { topicCompetitions } from "../../db/schema";
import { rootMessage } from "../../errors";
import { applyCompetition } from "./process-competition";

const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export interface CloseResult {
  processed: string[];
  failed: string[];
}

/**
 * Closes every competition whose 48-hour window has ended, oldest first. Each is claimed
 * with FOR UPDATE SKIP LOCKED and marked processed in the transaction that applies its
 * effects: a second runner skips it, a runner killed half-way leaves nothing applied, and
 * a failure is recorded and retried later with a growing back-off.
 */
export async function closeDueCompetitions(
  ctx: AppContext,
  options: { limit?: number } = {},
): Promise<CloseResult> {
  const result: CloseResult = { processed: [], failed: [] };
  for (let i = 0; i < (options.limit ?? 20); i++) {
    const outcome = await closeNextCompetition(ctx);
    if (!outcome) break;
    (outcome.ok ? result.processed : result.failed).push(outcome.topicIdentifier);
    if (!outcome.ok) break;
  }
  return result;
}

async function closeNextCompetition(
  ctx: AppContext,
): Promise<{ ok: boolean; topicIdentifier: string } | null> {
  const now = ctx.now();
  const windowEnd = new Date(now.getTime() - LIMITS.anonymityMs);
  let claimed: string | null = null;
  try {
    return await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [competition] = await db
        .select()
        .from(topicCompetitions)
        .where(
          and(
            eq(topicCompetitions.status, "active"),
            lte(topicCompetitions.startedAt, windowEnd),
            or(isNull(topicCompetitions.nextReadyAt), lte(topicCompetitions.nextReadyAt, now)),
          ),
        )
        .orderBy(asc(topicCompetitions.startedAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!competition) return null;
      claimed = competition.id;
      const total = await applyCompetition(db, competition);
      await db
        .update(topicCompetitions)
        .set({
          status: "processed",
          closedAt: new Date(competition.startedAt.getTime() + LIMITS.anonymityMs),
          processedAt: now,
          effectsAppliedAt: now,
          totalQuips: total,
          lastError: null,
          nextReadyAt: null,
        })
        .where(eq(topicCompetitions.id, competition.id));
      return { ok: true, topicIdentifier: competition.topicIdentifier };
    });
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
