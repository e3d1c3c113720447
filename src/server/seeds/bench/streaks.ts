import { sql } from "drizzle-orm";
import type { BenchContext } from "./bench-context";
import type { BenchTopics } from "./topics";

/**
 * The streaks the likes and competitions left behind, as services/users/streaks.ts and the
 * competition processing keep them one event at a time:
 *
 * - like streak: Eastern days in a row with a like given (not on one's own quip); the current
 *   one is the run ending on the last such day, which the reader zeroes once it is stale;
 * - city streak: competitions in a row whose best quip finished in the top 20%; a missed
 *   competition or a worse finish ends it, so only a run reaching the last competition is
 *   current. Every competition counts in the order, including ones nobody entered.
 *
 * Post streaks are computed when read and have nothing stored.
 */
export async function insertStreaks(bench: BenchContext, topics: BenchTopics): Promise<void> {
  await bench.db.execute(sql`
    insert into user_streaks (user_id, current_like_streak, max_like_streak, last_like_day,
      current_city_streak, max_city_streak, last_city_competition_at)
    with like_runs as (
      select member, max(day) as last_day, count(*)::int as length
      from (
        select member, day,
          day - (row_number() over (partition by member order by day))::int as run
        from bench_like_days
      ) d
      group by member, run
    ), like_streaks as (
      select m.id as user_id, r.current_length, r.max_length, r.last_day
      from (
        select member, (array_agg(length order by last_day desc))[1] as current_length,
          max(length) as max_length, max(last_day) as last_day
        from like_runs
        group by member
      ) r
      join bench_members m on m.idx = r.member
    ), competitions as (
      select c.id, c.started_at, row_number() over (order by c.started_at)::int as ordinal,
        count(*) over () as last_ordinal
      from topic_competitions c
      join topic_of_the_day t on t.id = c.topic_id
      where t.date between ${topics.first}::date and ${topics.last}::date
    ), entries as (
      select b.user_id, c.ordinal, c.last_ordinal, c.started_at, b.tier = 'top20' as top
      from bench_best b
      join competitions c on c.id = b.competition_id
    ), city_runs as (
      select user_id, max(ordinal) as last_ordinal_reached, max(last_ordinal) as last_ordinal,
        count(*)::int as length
      from (
        select user_id, ordinal, last_ordinal,
          ordinal - row_number() over (partition by user_id order by ordinal) as run
        from entries
        where top
      ) e
      group by user_id, run
    ), city_streaks as (
      select e.user_id, max(e.started_at) as last_entered,
        coalesce(max(r.length), 0) as max_length,
        coalesce(max(r.length) filter (where r.last_ordinal_reached = r.last_ordinal), 0)
          as current_length
      from (select user_id, max(started_at) as started_at from entries group by user_id) e
      left join city_runs r on r.user_id = e.user_id
      group by e.user_id
    )
    select coalesce(l.user_id, c.user_id),
      coalesce(l.current_length, 0), coalesce(l.max_length, 0), to_char(l.last_day, 'YYYY-MM-DD'),
      coalesce(c.current_length, 0), coalesce(c.max_length, 0), c.last_entered
    from like_streaks l
    full join city_streaks c on c.user_id = l.user_id`);
}
