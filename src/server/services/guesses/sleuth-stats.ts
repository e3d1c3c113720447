import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "#server/db/database.ts";
import { quipGuesses } from "#server/db/schema/index.ts";
import type { SleuthStats } from "#shared/schemas/guesses.ts";

/**
 * A member's sleuth figures (decision 0164), from their scored guesses only, so they move at
 * reveals and never before: right guesses, accuracy, and right guesses in a row in the order
 * they were scored (the quips' reveals), the run that still goes on and the longest.
 */
export async function sleuthStats(db: Executor, userId: string): Promise<SleuthStats> {
  const g = quipGuesses;
  const [row] = rowsOf<{
    rights: number;
    scored: number;
    current_run: number;
    longest_run: number;
  }>(
    await db.execute(sql`
      with scored as (
        select ${g.correct} as correct,
          row_number() over (order by ${g.scoredAt}, ${g.quipId}) as n
        from ${g}
        where ${g.guesserId} = ${userId}::uuid and ${g.scoredAt} is not null
      ),
      runs as (
        select n - row_number() over (order by n) as run from scored where correct
      )
      select
        (select count(*) from scored where correct)::int as rights,
        (select count(*) from scored)::int as scored,
        ((select count(*) from scored) - coalesce((select max(n) from scored where not correct), 0))::int
          as current_run,
        coalesce((select max(size) from (select count(*) as size from runs group by run) r), 0)::int
          as longest_run`),
  );
  const right = row?.rights ?? 0;
  const scored = row?.scored ?? 0;
  return {
    right,
    scored,
    accuracy: scored > 0 ? Math.round((right / scored) * 1000) / 10 : null,
    currentStreak: row?.current_run ?? 0,
    maxStreak: row?.longest_run ?? 0,
  };
}
