import { type SQL, sql } from "drizzle-orm";
import { EASTERN_TZ } from "#shared/limits.ts";
import { type BenchContext, nowSql } from "./bench-context";
import { SALT, scatter, uniform } from "./random-sql";

/**
 * Each quip's planned likes, from distinct members: a scattered walk over the members from
 * the quip's own start never meets one twice. A like comes after its quip, mostly soon after
 * (the cube of a uniform draw), and never after now.
 */
export async function insertLikes(bench: BenchContext): Promise<void> {
  await bench.db.execute(sql`
    insert into likes (quip_id, user_id, created_at)
    select l.quip_id, m.id, l.created_at
    from (${plannedLikes(bench)}) l
    join bench_members m on m.idx = l.member`);
}

/**
 * The Eastern days on which each member liked someone else's quip (bench_like_days), for the
 * like streaks. Drawn again from the same plan rather than read back from likes: member
 * numbers group and sort much faster than ids.
 */
export async function recordLikeDays(bench: BenchContext): Promise<void> {
  await bench.db.execute(sql`
    create temp table bench_like_days on commit drop as
    select distinct l.member, (l.created_at at time zone ${EASTERN_TZ})::date as day
    from (${plannedLikes(bench)}) l
    where l.member <> l.author_idx`);
}

function plannedLikes(bench: BenchContext): SQL {
  const { plan } = bench;
  const now = nowSql(bench);
  const members = sql.raw(String(plan.members));
  const draw = sql`q.n::bigint * ${members} + j`;
  return sql`
    select q.id as quip_id, q.author_idx,
      ${scatter(sql`(q.like_start + j) % ${members}`, plan.strides.likers, plan.members)} as member,
      q.created_at + interval '1 second'
        + (${now} - q.created_at - interval '2 seconds') * power(${uniform(draw, SALT.likeTime)}, 3)
        as created_at
    from bench_quips q
    cross join lateral generate_series(0, q.likes - 1) j`;
}
