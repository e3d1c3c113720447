import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import { quipGuesses, quips, sleuthWeeks, users } from "#server/db/schema/index.ts";
import { LIMITS } from "#shared/limits.ts";
import {
  addEasternDays,
  easternDate,
  easternInstant,
  easternWeekday,
} from "#shared/rules/eastern-time.ts";
import { addBadge } from "./scoring";

/*
 * A week's best guessers and its Ghosts (decision 0164), from scored guesses only: what the
 * reveals of that week made public. Weeks are Monday to Sunday in Eastern time, as the site's
 * days are; a guess belongs to the week its quip was revealed in.
 */

export interface WeekSleuth {
  userId: string;
  username: string;
  right: number;
  scored: number;
}

export interface WeekGhost {
  quipId: string;
  authorId: string;
  username: string;
  guessTotal: number;
  revealedAt: Date;
}

/**
 * The week's best guessers: the most right guesses scored in [weekStart, weekEnd), at least
 * LIMITS.sleuthRightMin, ties broken by accuracy (right of scored that week); members tied on
 * both are all the week's best.
 */
export async function weekSleuths(
  ctx: Pick<ReadScope, "db">,
  weekStart: Date,
  weekEnd: Date,
): Promise<WeekSleuth[]> {
  const g = quipGuesses;
  const right = sql<number>`(count(*) filter (where ${g.correct}))::int`;
  const rows = await ctx.db
    .select({
      userId: g.guesserId,
      username: users.username,
      right,
      scored: sql<number>`count(*)::int`,
    })
    .from(g)
    .innerJoin(users, eq(users.id, g.guesserId))
    .where(and(gte(g.scoredAt, weekStart), lt(g.scoredAt, weekEnd)))
    .groupBy(g.guesserId, users.username)
    .having(sql`${right} >= ${LIMITS.sleuthRightMin}`);
  // Accuracy compared by cross-multiplying, so equal fractions tie exactly.
  const better = (a: WeekSleuth, b: WeekSleuth) =>
    b.right - a.right || b.right * a.scored - a.right * b.scored;
  const ranked = rows.sort((a, b) => better(a, b) || a.username.localeCompare(b.username));
  const [best] = ranked;
  return best ? ranked.filter((row) => better(row, best) === 0) : [];
}

/**
 * The week's Ghosts: quips revealed in [weekStart, weekEnd) that at least
 * LIMITS.ghostGuessersMin members guessed at and none rightly, with their authors, in the
 * order of their reveals.
 */
export async function weekGhosts(
  ctx: Pick<ReadScope, "db">,
  weekStart: Date,
  weekEnd: Date,
): Promise<WeekGhost[]> {
  const rows = await ctx.db
    .select({
      quipId: quips.id,
      authorId: quips.authorId,
      username: users.username,
      guessTotal: quips.guessTotal,
      revealedAt: quips.revealedAt,
    })
    .from(quips)
    .innerJoin(users, eq(users.id, quips.authorId))
    .where(
      and(
        gte(quips.revealedAt, weekStart),
        lt(quips.revealedAt, weekEnd),
        sql`${quips.guessTotal} >= ${sql.raw(String(LIMITS.ghostGuessersMin))}`,
        eq(quips.guessCorrect, 0),
      ),
    )
    .orderBy(asc(quips.revealedAt), asc(quips.id));
  return rows.map((row) => ({
    ...row,
    guessTotal: row.guessTotal ?? 0,
    revealedAt: row.revealedAt ?? weekStart,
  }));
}

/** A week, Monday 00:00 to the next Monday 00:00 Eastern; `start` is its Monday. */
export interface Week {
  start: string;
  from: Date;
  until: Date;
}

/** The Eastern week before the one `now` falls in. */
export function previousWeek(now: Date): Week {
  const today = easternDate(now);
  const monday = addEasternDays(today, -((easternWeekday(today) + 6) % 7));
  const start = addEasternDays(monday, -7);
  return { start, from: easternInstant(start, 0, 0), until: easternInstant(monday, 0, 0) };
}

/**
 * A week ends for the Sleuth badge this long after its last minute: the reveals due in its last
 * minutes are scored by then, even when a run of the reveal job failed.
 */
const SCORES_SETTLE_MS = 60 * 60 * 1000;

/**
 * Awards the last ended week's Sleuth badges, once: the week's row is written first in the same
 * transaction, so another process, or a later run, finds it and awards nothing. Answers the
 * week and how many members were awarded, or null when there was nothing to do.
 */
export async function awardSleuths(
  ctx: AppContext,
): Promise<{ week: string; awarded: number } | null> {
  const now = ctx.now();
  const week = previousWeek(new Date(now.getTime() - SCORES_SETTLE_MS));
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(sleuthWeeks)
      .values({ weekStart: week.start, awarded: 0, createdAt: now })
      .onConflictDoNothing()
      .returning({ weekStart: sleuthWeeks.weekStart });
    if (!claimed) return null;
    const sleuths = await weekSleuths({ db: tx }, week.from, week.until);
    for (const sleuth of sleuths) {
      await addBadge(tx, { userId: sleuth.userId, badgeType: "sleuth", count: 1, now });
    }
    await tx
      .update(sleuthWeeks)
      .set({ awarded: sleuths.length })
      .where(eq(sleuthWeeks.weekStart, week.start));
    return { week: week.start, awarded: sleuths.length };
  });
}
