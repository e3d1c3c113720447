import { type SQL, sql } from "drizzle-orm";
import { COMPETITION_STATUS, topicCompetitions } from "#server/db/schema/index.ts";
import { LIMITS } from "#shared/limits.ts";
import { BADGE_TITLES, cityLine, TITLES } from "#shared/rules/titles.ts";
import { type BenchContext, nowSql, spanSql } from "./bench-context";
import type { BenchTopics } from "./topics";

/**
 * The open topics' competitions, active as the activation job opens them (from the topic's
 * start). Written before the quips, so that the quips' own trigger hides each entry's likes as
 * it is inserted and feed_ranks ranks it as the site would (decision 0162): blind while it
 * competes. The job, run later, finds them and opens none again.
 */
export async function insertOpenCompetitions(
  bench: BenchContext,
  topics: BenchTopics,
): Promise<void> {
  if (topics.open.length === 0) return;
  await bench.db.insert(topicCompetitions).values(
    topics.open.map((topic) => ({
      topicIdentifier: topic.topicIdentifier,
      topicId: topic.id,
      startedAt: topic.scheduledFor,
      status: COMPETITION_STATUS.active,
      createdAt: topic.scheduledFor,
    })),
  );
}

/**
 * Every closed topic's competition, closed when its window ended and processed by the next
 * minute's job run, with what processing writes (services/competitions): results per quip,
 * badges, city distribution and the result notifications. City streaks are written with the
 * like streaks (streaks.ts), from the same placements.
 */
export async function insertCompetitions(bench: BenchContext, topics: BenchTopics): Promise<void> {
  const { db } = bench;
  const now = nowSql(bench);
  const ours = sql`t.date between ${topics.first}::date and ${topics.last}::date`;
  const closedAt = sql`t.scheduled_for + ${spanSql(LIMITS.competitionWindowMs)}`;

  await db.execute(sql`
    insert into topic_competitions (topic_identifier, topic_id, started_at, closed_at, status,
      total_quips, processed_at, effects_applied_at, created_at)
    select t.topic_identifier, t.id, t.scheduled_for, ${closedAt},
      'processed', coalesce(entered.n, 0), processed.at, processed.at, t.scheduled_for
    from topic_of_the_day t
    left join (
      select topic_identifier, count(*)::int as n from bench_quips
      where topic_identifier is not null group by topic_identifier
    ) entered on entered.topic_identifier = t.topic_identifier
    cross join lateral (
      select least(${closedAt} + interval '1 minute', ${now}) as at
    ) processed
    where ${ours}`);

  await rankEntries(bench, ours);

  await db.execute(sql`
    insert into competition_results (competition_id, quip_id, user_id, likes_count, ranking,
      percentile, title, tier)
    select competition_id, quip_id, user_id, likes_count, ranking, percentile::real, title, tier
    from bench_results`);

  // Each quip that earned a badge title counts once; the latest competition is the one named.
  await db.execute(sql`
    insert into user_badges (user_id, badge_type, count, competition_id, created_at)
    select user_id, title_key, count(*)::int,
      (array_agg(competition_id order by started_at desc))[1], min(processed_at)
    from bench_results
    where title_key in (${sql.join(
      BADGE_TITLES.map((key) => sql`${key}`),
      sql`, `,
    )})
    group by user_id, title_key`);

  // A member's best quip of a competition is the one that counts for distribution and streaks.
  await db.execute(sql`
    create temp table bench_best on commit drop as
    select distinct on (competition_id, user_id) *
    from bench_results
    order by competition_id, user_id, ranking, quip_id`);

  await db.execute(sql`
    insert into user_city_distribution (user_id, top20, top40, top60, bottom40, bottom5,
      total_competitions)
    select user_id,
      count(*) filter (where tier = 'top20')::int, count(*) filter (where tier = 'top40')::int,
      count(*) filter (where tier = 'top60')::int, count(*) filter (where tier = 'bottom40')::int,
      count(*) filter (where tier = 'bottom5')::int, count(*)::int
    from bench_best
    group by user_id`);

  const cityLines = topics.rows.flatMap((topic) =>
    Object.values(TITLES).map((title) => ({
      topic_identifier: topic.topicIdentifier,
      title,
      city_line: cityLine(title, topic.topic),
    })),
  );
  await db.execute(sql`
    insert into activities (user_id, type, quip_id, data, dedupe_key, created_at)
    select b.user_id, 'competition_result', b.quip_id,
      -- A place without a title has neither a title nor a city line in its notice.
      jsonb_strip_nulls(jsonb_build_object('title', b.title, 'ranking', b.ranking,
        'percentile', b.percentile, 'totalQuips', b.total, 'likesCount', b.likes_count,
        'topicIdentifier', b.topic_identifier, 'cityLine', line.city_line)),
      'competition:' || b.competition_id || ':' || b.user_id, b.processed_at
    from bench_best b
    left join jsonb_to_recordset(${JSON.stringify(cityLines)}::jsonb)
      as line(topic_identifier text, title text, city_line text)
      on line.topic_identifier = b.topic_identifier and line.title = b.title`);
}

/**
 * Ranks each competition's quips as shared/rules/competition-standing.ts does: standard
 * competition ranking by likes (ties share the better rank), percentile = rank / entries × 100
 * rounded up to hundredths, a top tier when the quip lies wholly within its share, the bottom 5%
 * when at least 95% finished ahead of it; the podium needs a like, the other titles enough
 * entries.
 */
async function rankEntries(bench: BenchContext, ours: SQL): Promise<void> {
  const title = sql`case r.title_key ${sql.join(
    Object.entries(TITLES).map(([key, text]) => sql`when ${key} then ${text}`),
    sql` `,
  )} end`;
  await bench.db.execute(sql`
    create temp table bench_results on commit drop as
    with entries as (
      select c.id as competition_id, c.topic_identifier, c.started_at, c.processed_at,
        q.id as quip_id, q.author_id as user_id, q.likes as likes_count,
        rank() over (partition by c.id order by q.likes desc)::int as ranking,
        count(*) over (partition by c.id)::int as total
      from topic_competitions c
      join topic_of_the_day t on t.id = c.topic_id
      join bench_quips q on q.topic_identifier = c.topic_identifier
      where ${ours}
    ), tiered as (
      select e.*, ceil(e.ranking * 10000.0 / e.total) / 100 as percentile,
        case when e.ranking * 100 <= 20 * e.total then 'top20'
          when e.ranking * 100 <= 40 * e.total then 'top40'
          when e.ranking * 100 <= 60 * e.total then 'top60'
          when (e.ranking - 1) * 100 >= 95 * e.total then 'bottom5'
          else 'bottom40' end as tier
      from entries e
    ), keyed as (
      select s.*,
        case when s.likes_count > 0 and s.ranking = 1 then 'mayor'
          when s.likes_count > 0 and s.ranking = 2 then 'deputy_mayor'
          when s.likes_count > 0 and s.ranking = 3 then 'city_treasurer'
          when s.total < ${LIMITS.competitionTitlesMinEntries} then null
          when s.tier = 'top20' then 'city_council'
          when s.tier = 'top40' then 'school_board'
          when s.tier = 'top60' then 'zoning'
          when s.tier = 'bottom5' then 'village_idiot'
          else 'citizen' end as title_key
      from tiered s
    )
    select r.*, ${title} as title
    from keyed r`);
}
