import { sql } from "drizzle-orm";
import { isRevealedSql, revealTimeSql } from "#server/services/anonymity.ts";
import { EASTERN_TZ, LIMITS } from "#shared/limits.ts";
import { type BenchContext, nowSql, spanSql } from "./bench-context";
import { QUIP_DAYS } from "./plan";
import { drawIndex, float, SALT, tailCount, uniform } from "./random-sql";
import { pick, QUIP_PUNCHLINES, QUIP_SUBJECTS, QUIP_VERBS, TOPIC_TAKES } from "./text-banks";
import type { BenchTopics } from "./topics";

/**
 * Of the quips posted while topics are open, 35% answer today's topic and 10% yesterday's,
 * which stays open for its second day: draws below these bounds.
 */
const TODAYS_TOPIC_BELOW = 0.35;
const YESTERDAYS_TOPIC_BELOW = 0.45;

/**
 * Plans every quip in a temporary table (bench_quips): when, by whom, on which topic, and how
 * many likes and comments it will get. Likes and comments are later generated from these
 * numbers, so the quips' counters are right by construction.
 *
 * Posting grows steadily, the last day about twice as busy as the first, and leans on a few
 * prolific members (bench1 the most). A quip posted while a topic is open may answer it,
 * within its competition window as real posting would, the open topics' of now included; a member's answers past the third on
 * one topic are posted off topic instead, as the limit would have them. Likes follow the
 * plan's heavy-tailed curve by quip number, damped for quips younger than two days, which
 * have not had time to collect them.
 */
export async function planQuips(bench: BenchContext, topics: BenchTopics): Promise<void> {
  const { db, plan } = bench;
  const now = nowSql(bench);
  const span = sql`interval '${sql.raw(String(QUIP_DAYS))} days'`;
  const changeTime = sql.raw(
    `make_interval(hours => ${topics.change.hour}, mins => ${topics.change.minute})`,
  );
  const ageHours = sql`extract(epoch from ${now} - a.created_at) / 3600`;
  const likes = tailCount(
    plan.likesPerQuip,
    sql`a.n`,
    plan.quips,
    sql`least(1, (${ageHours} + 2) / 50)`,
  );
  const allowed = sql`a.place <= ${sql.raw(String(LIMITS.quipsPerTopic))}`;

  await db.execute(sql`
    create temp table bench_quips on commit drop as
    with drawn as (
      select n,
        ${now} - ${span} + (${span} - interval '2 minutes') * (sqrt(1 + 3 * ${uniform(sql`n`, SALT.quipTime)}) - 1)
          as created_at,
        floor(${float(plan.members)} * power(${uniform(sql`n`, SALT.quipAuthor)}, 2))::int
          as author_idx,
        ${uniform(sql`n`, SALT.quipTopic)} as topic_draw
      from generate_series(0, ${plan.quips - 1}::int) n
    ), answering as (
      select d.n, d.created_at, d.author_idx, t.id as topic_id, t.topic_identifier,
        t.topic as topic_text,
        row_number() over (partition by t.date, d.author_idx order by d.n) as place
      from drawn d
      left join topic_of_the_day t
        on t.date = ((d.created_at at time zone ${EASTERN_TZ}) - ${changeTime})::date
            - case when d.topic_draw < ${float(TODAYS_TOPIC_BELOW)} then 0
                when d.topic_draw < ${float(YESTERDAYS_TOPIC_BELOW)} then 1 end
          and t.date between ${topics.first}::date and ${topics.newest}::date
          and d.created_at >= t.scheduled_for
          and d.created_at < t.scheduled_for + ${spanSql(LIMITS.competitionWindowMs)}
    ), placed as (
      select a.n, a.created_at, a.author_idx,
        case when ${allowed} then a.topic_id end as topic_id,
        case when ${allowed} then a.topic_identifier end as topic_identifier,
        case when ${allowed} then a.topic_text end as topic_text,
        ${likes} as likes
      from answering a
    )
    select p.n, gen_random_uuid() as id, p.author_idx, m.id as author_id, p.created_at,
      p.topic_id, p.topic_identifier, p.topic_text, p.likes,
      floor(${float(plan.commentsPerLike)} * p.likes + ${float(plan.commentBase)}
        + ${uniform(sql`p.n`, SALT.commentCount)})::int as comments,
      ${drawIndex(sql`p.n`, SALT.likeStart, plan.members)} as like_start
    from placed p
    join bench_members m on m.idx = p.author_idx`);
  await db.execute(sql`analyze bench_quips`);
}

/** The planned quips, revealed as the reveal job would have done. */
export async function insertQuips(bench: BenchContext): Promise<void> {
  const { db } = bench;
  const joke = sql`${pick(QUIP_SUBJECTS, sql`q.n`, SALT.quipSubject)} || ' '
    || ${pick(QUIP_VERBS, sql`q.n`, SALT.quipVerb)} || ' '
    || ${pick(QUIP_PUNCHLINES, sql`q.n`, SALT.quipPunchline)}`;
  const topicJoke = sql`q.topic_text || '? ' || ${pick(TOPIC_TAKES, sql`q.n`, SALT.topicTake)}`;
  const createdAt = sql`q.created_at`;
  const revealed = isRevealedSql(bench.now, createdAt);
  await db.execute(sql`
    insert into quips (id, content, author_id, is_anonymous, revealed_at, topic_of_the_day,
      topic_text, topic_id, topic_identifier, likes_count, comments_count, created_at, updated_at)
    select q.id, case when q.topic_id is null then ${joke} else ${topicJoke} end, q.author_id,
      not (${revealed}), case when ${revealed} then ${revealTimeSql(createdAt)} end,
      q.topic_id is not null, q.topic_text, q.topic_id, q.topic_identifier, q.likes, q.comments,
      q.created_at, q.created_at
    from bench_quips q`);
  // Each topic answer took one of its author's three places on the topic.
  await db.execute(sql`
    insert into user_topic_quips (user_id, topic_identifier, quip_count)
    select author_id, topic_identifier, count(*)::int from bench_quips
    where topic_identifier is not null
    group by author_id, topic_identifier`);
}
