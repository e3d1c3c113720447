import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import * as schema from "#server/db/schema/index.ts";
import { foldCounts } from "#server/services/counts/fold-counts.ts";
import type { MemberQuipPair } from "./fixtures";
import type { MemberSession } from "./sessions";

export interface RunFootprint {
  since: Date;
  sessions: MemberSession[];
  likePairs: MemberQuipPair[];
  commentPairs: MemberQuipPair[];
}

/**
 * Takes back what a run wrote (its quips, comments, likes, guesses, notifications and sessions) and
 * the counters those moved, so every run measures the same dataset. Each delete is bounded by
 * the run's members or quips and its start, so it reads indexes, not whole tables. Count
 * changes the run left waiting (the SQL floor runs no folder) are folded first, so the
 * counters hold every row the deletes then take back.
 */
export async function undoRunWrites(client: pg.Client, run: RunFootprint): Promise<void> {
  const memberIds = run.sessions.map((s) => s.userId);
  const likedQuips = run.likePairs.map((p) => p.quipId);
  const commentedQuips = run.commentPairs.map((p) => p.quipId);
  const notified = [...new Set([...run.likePairs, ...run.commentPairs].map((p) => p.authorId))];
  await client.query("begin");
  try {
    await foldCounts(drizzle(client, { schema }));
    await client.query(
      `with gone as (
         delete from comments where quip_id = any($1::uuid[]) and created_at >= $2 returning quip_id
       )
       update quips set comments_count = greatest(quips.comments_count - g.n, 0)
       from (select quip_id, count(*)::int as n from gone group by quip_id) g
       where quips.id = g.quip_id`,
      [commentedQuips, run.since],
    );
    await client.query(
      `with gone as (
         delete from likes where quip_id = any($1::uuid[]) and user_id = any($2::uuid[])
           and created_at >= $3 returning quip_id
       )
       update quips set likes_count = greatest(quips.likes_count - g.n, 0)
       from (select quip_id, count(*)::int as n from gone group by quip_id) g
       where quips.id = g.quip_id`,
      [likedQuips, memberIds, run.since],
    );
    await client.query(
      "delete from quip_guesses where guesser_id = any($1::uuid[]) and created_at >= $2",
      [memberIds, run.since],
    );
    await client.query("delete from quips where author_id = any($1::uuid[]) and created_at >= $2", [
      memberIds,
      run.since,
    ]);
    await client.query(
      "delete from activities where user_id = any($1::uuid[]) and created_at >= $2",
      [notified, run.since],
    );
    await client.query("delete from sessions where sid = any($1::text[])", [
      run.sessions.map((s) => s.sid),
    ]);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
}

export async function endSessions(client: pg.ClientBase, sessions: MemberSession[]) {
  await client.query("delete from sessions where sid = any($1::text[])", [
    sessions.map((s) => s.sid),
  ]);
}
