import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/database.ts";
import { activateTopicJob } from "#server/jobs/activate-topic.job.ts";
import { BENCH_PASSWORD } from "#server/seeds/bench/plan.ts";
import { type BenchSummary, seedBench } from "#server/seeds/bench/seed-bench.ts";
import { DatabaseNotEmptyError } from "#server/seeds/empty-database.ts";
import { isAnonymousSql, revealTimeSql } from "#server/services/anonymity.ts";
import { EASTERN_TZ, LIMITS, QUIPBOT_USERNAME } from "#shared/limits.ts";
import { rankCompetition } from "#shared/rules/competition-standing.ts";
import { addEasternDays } from "#shared/rules/eastern-time.ts";
import { pickGuesses } from "../bench/guess-fixture";
import { mutingCredentials } from "../bench/muting-fixture";
import { competesNow, readOpenTopics } from "../bench/open-topics";
import { parseOptions } from "../bench/options";
import { guessScenario, type HttpRequest, topicScenarios } from "../bench/scenarios";
import { benchMembers, type MemberSession } from "../bench/sessions";
import { sessionCookie } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

const QUIPS = 2000;
/**
 * A Wednesday evening, Eastern: Tuesday's topic and Wednesday's are open, Wednesday's the topic
 * of the day for the last 16 hours.
 */
const SEEDED_AT = "2026-11-26T03:00:00Z";
const OPEN_DAYS = ["2026-11-24", "2026-11-25"];
const competitionWindow = sql`${`${LIMITS.competitionWindowMs} milliseconds`}::interval`;
const createdAt = sql`created_at`;

let t: TestApp;
let summary: BenchSummary;
let now: SQL;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(SEEDED_AT);
  now = sql`${t.ctx.now().toISOString()}::timestamptz`;
  summary = await seedBench(t.ctx, { quips: QUIPS });
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(query: SQL) => rowsOf<T>(await t.ctx.db.execute(query));

/** A request the bench sends, through the app. */
const send = (request: HttpRequest) =>
  t.app.inject({
    method: request.method,
    url: request.path,
    headers: {
      ...(request.cookie ? { cookie: request.cookie } : {}),
      ...(request.body ? { "content-type": "application/json" } : {}),
    },
    payload: request.body,
  });

/** Signed in as the bench signs its members in; the session's key is the server's business. */
async function benchSession(username: string): Promise<MemberSession> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password: BENCH_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return { userId: response.json().id, username, cookie: sessionCookie(response), sid: "" };
}
const count = async (query: SQL) => Number((await rows<{ n: number }>(query))[0]?.n);

describe("the benchmark seed", () => {
  it("scales every table with the number of quips", async () => {
    expect(summary).toMatchObject({
      members: QUIPS / 10,
      quips: QUIPS,
      topics: 90 + OPEN_DAYS.length,
      competitions: 90,
      competing: OPEN_DAYS.length,
    });
    expect(summary.likes / QUIPS).toBeGreaterThan(4.5);
    expect(summary.likes / QUIPS).toBeLessThan(5.5);
    expect(summary.comments / QUIPS).toBeGreaterThan(0.4);
    expect(summary.comments / QUIPS).toBeLessThan(0.6);
    expect(summary.follows / QUIPS).toBeGreaterThan(0.25);
    expect(summary.follows / QUIPS).toBeLessThan(0.35);
    expect(
      await count(sql`select count(*)::int as n from quips where topic_identifier is not null`),
    ).toBeGreaterThan(QUIPS / 5);
  });

  it("gives a few quips most of the likes", async () => {
    const [top] = await rows<{ share: number }>(sql`
      select (sum(likes_count) filter (where place <= ${QUIPS / 20}))::float8 / sum(likes_count) as share
      from (select likes_count, row_number() over (order by likes_count desc) as place from quips) q`);
    expect(top?.share).toBeGreaterThan(0.4);
  });

  it("keeps the counters equal to the rows they count", async () => {
    expect(
      await count(sql`
        select count(*)::int as n from quips q
        where q.likes_count <> (select count(*) from likes l where l.quip_id = q.id)
          or q.comments_count <> (select count(*) from comments c where c.quip_id = q.id)`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*)::int as n from users u
        where u.followers_count <> (select count(*) from follows f where f.following_id = u.id)
          or u.following_count <> (select count(*) from follows f where f.follower_id = u.id)`),
    ).toBe(0);
  });

  it("likes each quip once per member, after it was posted and not in the future", async () => {
    expect(
      await count(sql`
        select count(*)::int as n from (
          select 1 from likes group by quip_id, user_id having count(*) > 1) d`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*)::int as n from likes l join quips q on q.id = l.quip_id
        where l.created_at <= q.created_at or l.created_at > ${now}`),
    ).toBe(0);
  });

  it("threads comments at most three deep, each reply on its parent's quip and after it", async () => {
    expect(
      await count(sql`
        select count(*)::int as n from comments c join quips q on q.id = c.quip_id
        where c.created_at <= q.created_at or c.created_at > ${now}
          or (c.parent_comment_id is null) <> (c.depth = 1) or c.depth > 3`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*)::int as n from comments c join comments p on p.id = c.parent_comment_id
        where p.quip_id <> c.quip_id or c.depth <> p.depth + 1 or c.created_at < p.created_at`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from comments where depth = 3`),
    ).toBeGreaterThan(0);
  });

  it("follows each pair once and nobody follows themselves", async () => {
    expect(
      await count(sql`
        select count(*)::int as n from follows
        where follower_id = following_id or created_at > ${now}`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*)::int as n from (
          select 1 from follows group by follower_id, following_id having count(*) > 1) d`),
    ).toBe(0);
  });

  it("has one topic per Eastern day but Sundays, and topic quips posted while it was open", async () => {
    expect(
      await count(sql`
        select count(*)::int as n from topic_of_the_day
        where extract(dow from date) = 0 or date <> (scheduled_for at time zone ${EASTERN_TZ})::date`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*)::int as n from quips q left join topic_of_the_day t on t.id = q.topic_id
        where q.topic_of_the_day <> (q.topic_id is not null)
          or (q.topic_id is not null and (
            q.topic_identifier <> t.topic_identifier or q.topic_text <> t.topic
            or q.created_at < t.scheduled_for or q.created_at >= t.scheduled_for + ${competitionWindow}))
          or (q.topic_id is null and (q.topic_identifier is not null or q.topic_text is not null))`),
    ).toBe(0);
    const places = await rows<{
      userId: string;
      topic: string;
      quips: number;
      counted: number;
    }>(sql`
      select q.author_id as "userId", q.topic_identifier as topic, count(*)::int as quips,
        coalesce(max(u.quip_count), 0) as counted
      from quips q
      left join user_topic_quips u on u.user_id = q.author_id and u.topic_identifier = q.topic_identifier
      where q.topic_identifier is not null
      group by q.author_id, q.topic_identifier`);
    for (const place of places) {
      expect(place.quips).toBeLessThanOrEqual(3);
      expect(place.counted).toBe(place.quips);
    }
    expect(await count(sql`select count(*)::int as n from user_topic_quips`)).toBe(places.length);
  });

  it("opens yesterday's and today's topics as the jobs would, their entries competing blind", async () => {
    const open = await rows<{ day: string; active: boolean; status: string; started: boolean }>(sql`
      select t.date::text as day, t.is_active as active, c.status,
        c.started_at = t.scheduled_for and c.topic_id = t.id as started
      from topic_of_the_day t join topic_competitions c on c.topic_identifier = t.topic_identifier
      where c.status <> 'processed'
      order by t.date`);
    expect(open).toEqual([
      { day: OPEN_DAYS[0], active: false, status: "active", started: true },
      { day: OPEN_DAYS[1], active: true, status: "active", started: true },
    ]);
    expect(await count(sql`select count(*)::int as n from topic_of_the_day where is_active`)).toBe(
      1,
    );
    const entries = await rows<{ day: string; n: number }>(sql`
      select t.date::text as day, count(q.id)::int as n
      from topic_of_the_day t join quips q on q.topic_identifier = t.topic_identifier
      where t.date::text in ${OPEN_DAYS}
      group by t.date order by t.date`);
    expect(entries.map((e) => e.day)).toEqual(OPEN_DAYS);
    for (const entry of entries) expect(entry.n).toBeGreaterThan(0);
    // Hidden exactly on the competing entries, as the triggers keep it, and ranked as 0 likes.
    expect(
      await count(sql`
        select count(*)::int as n from quips q
        where q.likes_hidden <> exists (
          select 1 from topic_competitions c
          where c.topic_identifier = q.topic_identifier and c.status = 'active' and q.topic_of_the_day)
          or q.ranked_likes <> case when q.likes_hidden then 0 else q.likes_count end`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*)::int as n from feed_ranks f join quips q on q.id = f.quip_id
        where f.likes_count <> q.ranked_likes`),
    ).toBe(0);
  });

  it("leaves the topic activation nothing to add", async () => {
    const topics = sql`select count(*)::int as n from topic_of_the_day`;
    const competitions = sql`select count(*)::int as n from topic_competitions`;
    const before = { topics: await count(topics), competitions: await count(competitions) };
    expect(await activateTopicJob.run(t.ctx)).toMatch(/^current topic /);
    expect({ topics: await count(topics), competitions: await count(competitions) }).toEqual(
      before,
    );
    expect(await rows(sql`select date::text as day from topic_of_the_day where is_active`)).toEqual(
      [{ day: OPEN_DAYS[1] }],
    );
  });

  it("answers the bench's open topics' feeds and page, every entry's likes hidden", async () => {
    const sessions = await Promise.all(["bench1", "bench2", "bench3"].map(benchSession));
    const open = await readOpenTopics(t.ctx.db, t.ctx.now());
    expect(competesNow(open)).toBe(true);
    const scenarios = topicScenarios(sessions, open.topics);
    expect(scenarios.map((s) => s.name)).toEqual([
      "feed topicOfTheDay visitor p1",
      "feed topicOfTheDay member p1",
      "feed yesterdaysTopic visitor p1",
      "feed yesterdaysTopic member p1",
      "topic page member",
    ]);
    for (const request of scenarios.flatMap((s) => s.requests)) {
      const response = await send(request);
      expect(response.statusCode, request.path).toBe(200);
      const quips = response.json() as Array<{ likesCount: number | null; likesHidden: boolean }>;
      expect(quips.length).toBeGreaterThan(0);
      for (const quip of quips) expect(quip).toMatchObject({ likesCount: null, likesHidden: true });
    }
  });

  it("answers the bench's guesses, each pair guessed and guessed again", async () => {
    const sessions = await Promise.all(["bench4", "bench5", "bench6"].map(benchSession));
    const picked = await pickGuesses(t.ctx.db, sessions, t.ctx.now());
    expect(picked.pairs.length).toBeGreaterThan(sessions.length);
    // Twice round a dozen pairs: the run's sequence, short enough for a test.
    const fixture = { ...picked, pairs: picked.pairs.slice(0, 12) };
    const scenario = guessScenario(fixture);
    const sent = new Set<string>();
    for (let n = 0; n < 2 * fixture.pairs.length; n++) {
      const request = scenario.next();
      const response = await send(request);
      expect(response.statusCode, `${request.path} ${request.body}`).toBe(200);
      sent.add(`${request.path} ${request.cookie} ${request.body}`);
    }
    expect(sent.size).toBe(2 * fixture.pairs.length);
    expect(
      await count(sql`
        select count(*)::int as n from quip_guesses g join quips q on q.id = g.quip_id
        where q.author_id <> g.guesser_id and q.is_anonymous`),
    ).toBe(fixture.pairs.length);
  });

  it("knows a dataset seeded on an earlier topic day", async () => {
    const tomorrow = new Date(t.ctx.now().getTime() + 24 * 3_600_000);
    expect(competesNow(await readOpenTopics(t.ctx.db, tomorrow))).toBe(false);
  });

  it("reveals quips as the anonymity rule says", async () => {
    expect(
      await count(sql`
        select count(*)::int as n from quips
        where is_anonymous <> ${isAnonymousSql(t.ctx.now(), createdAt)}
          or revealed_at is distinct from
            (case when not is_anonymous then ${revealTimeSql(createdAt)} end)`),
    ).toBe(0);
  });

  it("closes and processes every competition with the results the rules give", async () => {
    expect(
      await count(sql`
        select count(*)::int as n from topic_competitions c
        join topic_of_the_day t on t.id = c.topic_id and t.topic_identifier = c.topic_identifier
        where c.status = 'processed' and c.closed_at = c.started_at + ${competitionWindow}
          and c.started_at = t.scheduled_for and c.processed_at between c.closed_at and ${now}
          and c.total_quips = (select count(*) from quips q where q.topic_identifier = c.topic_identifier)
          and c.total_quips = (select count(*) from competition_results r where r.competition_id = c.id)`),
    ).toBe(90);

    const entries = await rows<{
      competitionId: string;
      quipId: string;
      userId: string;
      likesCount: number;
    }>(sql`
      select c.id as "competitionId", q.id as "quipId", q.author_id as "userId",
        q.likes_count as "likesCount"
      from topic_competitions c join quips q on q.topic_identifier = c.topic_identifier
      where c.status = 'processed'`);
    const results = await rows<{
      competitionId: string;
      quipId: string;
      ranking: number;
      percentile: number;
      title: string;
      tier: string;
    }>(sql`
      select competition_id as "competitionId", quip_id as "quipId", ranking, percentile, title, tier
      from competition_results`);
    const stored = new Map(results.map((r) => [r.quipId, r]));
    const byCompetition = new Map<string, typeof entries>();
    for (const entry of entries) {
      byCompetition.set(entry.competitionId, [
        ...(byCompetition.get(entry.competitionId) ?? []),
        entry,
      ]);
    }
    for (const competitionEntries of byCompetition.values()) {
      for (const expected of rankCompetition(competitionEntries)) {
        const result = stored.get(expected.quipId);
        expect(result).toMatchObject({
          ranking: expected.ranking,
          title: expected.title,
          tier: expected.tier,
        });
        expect(result?.percentile).toBeCloseTo(expected.percentile, 2);
      }
    }
  });

  it("awards badges, city distribution and one notification per member and competition", async () => {
    const entered = await count(sql`
      select count(*)::int as n from (select distinct competition_id, user_id from competition_results) e`);
    expect(
      await count(sql`select sum(total_competitions)::int as n from user_city_distribution`),
    ).toBe(entered);
    expect(
      await count(sql`
        select count(*)::int as n from activities
        where type = 'competition_result' and dedupe_key like 'competition:%'`),
    ).toBe(entered);
    const badges = await rows<{ badge: string; awarded: number; earned: number }>(sql`
      select b.badge_type as badge, sum(b.count)::int as awarded,
        (select count(*)::int from competition_results r
         where r.title = case b.badge_type when 'mayor' then 'Mayor' when 'deputy_mayor' then 'Deputy Mayor'
           when 'city_treasurer' then 'City Treasurer' when 'city_council' then 'City Council' end) as earned
      from user_badges b group by b.badge_type`);
    // City Council needs a fourth place within the top 20%, so a competition of 20 entries or
    // more; at this scale whether one exists depends on where the Eastern days fall.
    const earnedTitles = await rows<{ title: string }>(sql`
      select distinct title from competition_results
      where title in ('Mayor', 'Deputy Mayor', 'City Treasurer', 'City Council')`);
    expect(earnedTitles.map((r) => r.title)).toEqual(
      expect.arrayContaining(["Mayor", "Deputy Mayor", "City Treasurer"]),
    );
    expect(badges).toHaveLength(earnedTitles.length);
    for (const badge of badges) expect(badge.awarded).toBe(badge.earned);
  });

  it("keeps like and city streaks as liking and processing one at a time would", async () => {
    const likeDays = await rows<{ userId: string; day: string }>(sql`
      select l.user_id as "userId", to_char(l.created_at at time zone ${EASTERN_TZ}, 'YYYY-MM-DD') as day
      from likes l join quips q on q.id = l.quip_id
      where q.author_id <> l.user_id
      order by l.created_at`);
    const expectedLike = new Map<string, { current: number; max: number; last: string }>();
    for (const { userId, day } of likeDays) {
      const s = expectedLike.get(userId);
      const current = !s
        ? 1
        : s.last === day
          ? s.current
          : s.last === addEasternDays(day, -1)
            ? s.current + 1
            : 1;
      expectedLike.set(userId, { current, max: Math.max(s?.max ?? 0, current), last: day });
    }

    const placements = await rows<{ userId: string; startedAt: string; tier: string }>(sql`
      select distinct on (r.competition_id, r.user_id) r.user_id as "userId",
        c.started_at::text as "startedAt", r.tier
      from competition_results r join topic_competitions c on c.id = r.competition_id
      order by r.competition_id, r.user_id, r.ranking`);
    const competitions = (
      await rows<{ startedAt: string }>(
        sql`select started_at::text as "startedAt" from topic_competitions
          where status = 'processed' order by started_at`,
      )
    ).map((c) => c.startedAt);
    const expectedCity = new Map<string, { current: number; max: number; last: string }>();
    competitions.forEach((startedAt, index) => {
      const entrants = placements.filter((p) => p.startedAt === startedAt);
      for (const p of entrants) {
        const s = expectedCity.get(p.userId);
        const current =
          p.tier !== "top20" ? 0 : s && s.last === competitions[index - 1] ? s.current + 1 : 1;
        expectedCity.set(p.userId, {
          current,
          max: Math.max(s?.max ?? 0, current),
          last: startedAt,
        });
      }
      const ids = new Set(entrants.map((p) => p.userId));
      for (const [userId, s] of expectedCity) if (!ids.has(userId)) s.current = 0;
    });

    const stored = await rows<{
      userId: string;
      currentLike: number;
      maxLike: number;
      lastLikeDay: string | null;
      currentCity: number;
      maxCity: number;
      lastCity: string | null;
    }>(sql`
      select user_id as "userId", current_like_streak as "currentLike", max_like_streak as "maxLike",
        last_like_day as "lastLikeDay", current_city_streak as "currentCity",
        max_city_streak as "maxCity", last_city_competition_at::text as "lastCity"
      from user_streaks`);
    expect(stored.length).toBe(new Set([...expectedLike.keys(), ...expectedCity.keys()]).size);
    for (const s of stored) {
      const like = expectedLike.get(s.userId);
      const city = expectedCity.get(s.userId);
      expect(s).toEqual({
        userId: s.userId,
        currentLike: like?.current ?? 0,
        maxLike: like?.max ?? 0,
        lastLikeDay: like?.last ?? null,
        currentCity: city?.current ?? 0,
        maxCity: city?.max ?? 0,
        lastCity: city?.last ?? null,
      });
    }
    expect(Math.max(...stored.map((s) => s.maxCity))).toBeGreaterThan(1);
  });

  it("ranks the recent quips for the feeds", async () => {
    expect(await count(sql`select count(*)::int as n from feed_ranks`)).toBe(
      await count(sql`
        select count(*)::int as n from quips where created_at >= ${now} - interval '7 days'`),
    );
  });

  it("lets anyone sign in as any member, and has QuipBot", async () => {
    for (const username of [summary.signIn.first, summary.signIn.last]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username, password: BENCH_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(summary.signIn).toEqual({
      first: "bench1",
      last: `bench${QUIPS / 10}`,
      password: "benchpass1",
    });
    expect(await rows(sql`select username, password from users where is_bot`)).toEqual([
      { username: QUIPBOT_USERNAME, password: null },
    ]);
  });

  it("refuses a database that already has members", async () => {
    await expect(seedBench(t.ctx, { quips: QUIPS })).rejects.toBeInstanceOf(DatabaseNotEmptyError);
  });

  it("has every member the benchmark signs in", async () => {
    const members = benchMembers(parseOptions([]).members);
    const signedIn = [...members.usernames, ...mutingCredentials(members).usernames];
    const found = await rows<{ username: string }>(
      sql`select username from users where username in ${signedIn}`,
    );
    expect(found.map((r) => r.username).sort()).toEqual([...signedIn].sort());
  });
});
