import { sql } from "drizzle-orm";
import { type BenchContext, nowSql } from "./bench-context";
import { BENCH_USERNAME_PREFIX } from "./plan";
import { drawIndex, SALT, scatter, tailCount, uniform } from "./random-sql";
import { FIRST_NAMES, LAST_NAMES, pick } from "./text-banks";

/**
 * Members are numbered 0…members−1 while the seed runs (bench1 is number 0); every later
 * step draws numbers and looks the ids up here.
 */
export async function numberMembers(bench: BenchContext): Promise<void> {
  const { db, plan } = bench;
  await db.execute(sql`
    create temp table bench_members (idx int primary key, id uuid not null) on commit drop`);
  await db.execute(sql`
    insert into bench_members (idx, id)
    select idx, gen_random_uuid() from generate_series(0, ${plan.members - 1}::int) idx`);
}

/**
 * Members and who follows whom. Member k is followed by as many members as the follower
 * curve gives its rank (bench1 the most), picked by walking a scattered order of the others
 * from a random start, so no pair repeats and nobody follows themselves. The counters are
 * written from the same rows.
 */
export async function insertMembers(bench: BenchContext, passwordHash: string): Promise<void> {
  const { db, plan } = bench;
  const now = nowSql(bench);
  const others = plan.members - 1;
  const walked = scatter(
    sql`(f.start + j) % ${sql.raw(String(others))}`,
    plan.strides.followers,
    others,
  );
  await db.execute(sql`
    create temp table bench_follows on commit drop as
    select f.followee, case when w.other >= f.followee then w.other + 1 else w.other end as follower,
      f.followee::bigint * ${plan.members}::int + j as draw
    from (
      select k as followee,
        ${tailCount(plan.followersPerMember, sql`k`, plan.members)} as followers,
        ${drawIndex(sql`k`, SALT.followStart, others)} as start
      from generate_series(0, ${plan.members - 1}::int) k
    ) f
    cross join lateral generate_series(0, f.followers - 1) j
    cross join lateral (select ${walked} as other) w`);

  const number = sql`(m.idx + 1)`;
  // Everyone joined before the oldest topic, so every like, comment and follow comes after.
  const joined = sql`${now} - interval '110 days' - interval '255 days' * ${uniform(sql`m.idx`, SALT.memberJoined)}`;
  await db.execute(sql`
    insert into users (id, username, email, password, first_name, last_name,
      followers_count, following_count, onboarded_at, created_at, updated_at)
    select m.id, ${BENCH_USERNAME_PREFIX} || ${number}, ${BENCH_USERNAME_PREFIX} || ${number} || '@bench.quip.local',
      ${passwordHash}, ${pick(FIRST_NAMES, sql`m.idx`, SALT.firstName)},
      ${pick(LAST_NAMES, sql`m.idx`, SALT.lastName)},
      coalesce(followers.n, 0), coalesce(following.n, 0), joined.at, joined.at, joined.at
    from bench_members m
    left join (select followee, count(*)::int as n from bench_follows group by followee) followers
      on followers.followee = m.idx
    left join (select follower, count(*)::int as n from bench_follows group by follower) following
      on following.follower = m.idx
    cross join lateral (select ${joined} as at) joined`);

  await db.execute(sql`
    insert into follows (follower_id, following_id, created_at)
    select follower.id, followee.id,
      ${now} - interval '100 days' * power(${uniform(sql`f.draw`, SALT.followTime)}, 2)
    from bench_follows f
    join bench_members follower on follower.idx = f.follower
    join bench_members followee on followee.idx = f.followee`);
}
