import { type SQL, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revealsBot } from "#server/ai/bot-voice.ts";
import { type Database, openEmbedded, rowsOf } from "#server/db/database.ts";
import { runMigrations } from "#server/db/migrate.ts";
import { DatabaseNotEmptyError, isDatabaseEmpty } from "#server/seeds/empty-database.ts";
import { isAnonymousSql, isRevealedSql, revealTimeSql } from "#server/services/anonymity.ts";
import { verifyPassword } from "#server/services/auth/passwords.ts";
import type { ObjectStorage, StoredObject } from "#server/storage/object-storage.ts";
import { LIMITS, QUIPBOT_USERNAME } from "#shared/limits.ts";
import { easternInstant, easternWeekday } from "#shared/rules/eastern-time.ts";
import { isReservedUsername } from "#shared/rules/reserved-usernames.ts";
import { topicIdentifier, topicSlug } from "#shared/rules/slug.ts";
import { planDemo } from "./plan";
import { type DemoSummary, seedDemo } from "./seed-demo";

/** A Wednesday afternoon whose fortnight crosses the end of daylight saving time. */
const NOW = new Date("2025-11-05T17:00:00.000Z");
/** Monday 05:00 Eastern: today's topic exists but is not out yet, and yesterday was Sunday. */
const MONDAY_EARLY = new Date("2025-11-10T10:00:00.000Z");
const SETUP_MS = 60_000;
const DRAWN = /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/;

function memoryStorage(): ObjectStorage & { objects: Map<string, StoredObject> } {
  const objects = new Map<string, StoredObject>();
  return {
    objects,
    async put(key, bytes, contentType) {
      objects.set(key, { bytes, contentType });
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
    async delete(key) {
      objects.delete(key);
    },
  };
}

async function seededDatabase(now: Date) {
  const database = await openEmbedded({});
  await runMigrations(database);
  const storage = memoryStorage();
  const emptyBefore = await isDatabaseEmpty(database.db);
  const summary = await seedDemo({ db: database.db, storage, now });
  const rows = async <T>(query: SQL) => rowsOf<T>(await database.db.execute(query));
  return { database, storage, summary, emptyBefore, rows };
}

async function one<T>(rows: (query: SQL) => Promise<T[]>, query: SQL): Promise<T> {
  const [row] = await rows(query);
  if (!row) throw new Error("The query answered no row");
  return row;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const competitionWindow = sql`${`${LIMITS.competitionWindowMs} milliseconds`}::interval`;
const createdAt = sql`created_at`;
const quipCreatedAt = sql`q.created_at`;

describe("seedDemo", () => {
  let database: Database;
  let storage: ReturnType<typeof memoryStorage>;
  let summary: DemoSummary;
  let emptyBefore: boolean;
  let rows: <T>(query: SQL) => Promise<T[]>;

  beforeAll(async () => {
    ({ database, storage, summary, emptyBefore, rows } = await seededDatabase(NOW));
  }, SETUP_MS);
  afterAll(async () => {
    await database?.close();
  });

  it("answers a summary and is only for an empty database", async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(summary.members).toBe(12);
    // Drawn for this database: four groups of four, a different one for the administrator.
    expect(summary.signIn).toEqual({
      member: { username: "demo", password: expect.stringMatching(DRAWN), drawn: true },
      admin: { username: "quipadmin", password: expect.stringMatching(DRAWN), drawn: true },
    });
    expect(summary.signIn.admin.password).not.toBe(summary.signIn.member.password);
    const { count } = await one<{ count: number }>(
      rows,
      sql`select count(*)::int as count from quips`,
    );
    expect(summary.quips).toBe(count);

    const objectsBefore = storage.objects.size;
    await expect(seedDemo({ db: database.db, storage, now: NOW })).rejects.toBeInstanceOf(
      DatabaseNotEmptyError,
    );
    // The refused run's avatar files are taken back.
    expect(storage.objects.size).toBe(objectsBefore);
  });

  it("makes QuipBot and twelve members with valid, distinct usernames", async () => {
    const users = await rows<{
      username: string;
      email: string;
      password: string | null;
      is_bot: boolean;
      bio: string | null;
      first_name: string | null;
      last_name: string | null;
    }>(sql`select username, email, password, is_bot, bio, first_name, last_name from users`);
    expect(users).toHaveLength(13);

    const bots = users.filter((user) => user.is_bot);
    expect(bots).toHaveLength(1);
    expect(bots[0]).toMatchObject({
      username: QUIPBOT_USERNAME,
      email: "quipbot@quip.local",
      password: null,
    });

    const members = users.filter((user) => !user.is_bot);
    expect(members).toHaveLength(12);
    expect(new Set(users.map((user) => user.username.toLowerCase())).size).toBe(13);
    for (const member of members) {
      expect(member.username).toMatch(/^[A-Za-z0-9]{3,30}$/);
      expect(isReservedUsername(member.username)).toBe(false);
      expect(member.password).toBeTruthy();
      expect(member.first_name).toBeTruthy();
      expect(member.last_name).toBeTruthy();
    }
    for (const user of users) {
      expect(user.bio?.length ?? 0).toBeGreaterThan(0);
      expect(user.bio?.length ?? 0).toBeLessThanOrEqual(LIMITS.bioFormMax);
      expect(user.email).toBe(user.email.toLowerCase());
    }
  });

  it("lets the demo member and the administrator sign in", async () => {
    const accounts = await rows<{
      username: string;
      email: string;
      password: string;
      is_admin: boolean;
      in_admins: boolean;
    }>(sql`
      select username, email, password, is_admin,
             exists (select 1 from admins a where a.user_id = u.id) as in_admins
      from users u where username in ('demo', 'quipadmin', 'PunIntended')`);
    const byName = new Map(accounts.map((account) => [account.username, account]));
    const demo = byName.get("demo");
    const admin = byName.get("quipadmin");
    const other = byName.get("PunIntended");

    expect(demo).toMatchObject({ email: "demo@quip.local", is_admin: false, in_admins: false });
    const { member: memberSignIn, admin: adminSignIn } = summary.signIn;
    expect(await verifyPassword(demo?.password, memberSignIn.password)).toBe(true);
    expect(await verifyPassword(demo?.password, adminSignIn.password)).toBe(false);
    expect(admin).toMatchObject({ email: "admin@quip.local", is_admin: true, in_admins: true });
    expect(await verifyPassword(admin?.password, adminSignIn.password)).toBe(true);
    // One hash shared by every member: argon2 is too slow to run a dozen times.
    expect(other?.password).toBe(demo?.password);

    const { admins, flagged } = await one<{ admins: number; flagged: number }>(
      rows,
      sql`
      select (select count(*)::int from admins) as admins,
             (select count(*)::int from users where is_admin) as flagged`,
    );
    expect({ admins, flagged }).toEqual({ admins: 1, flagged: 1 });
  });

  it("keeps the hashes of the passwords it drew, never the passwords", async () => {
    const { value } = await one<{ value: unknown }>(
      rows,
      sql`select value from settings where key = 'demoPasswordHashes'`,
    );
    const { member, admin } = await one<{ member: string; admin: string }>(
      rows,
      sql`select (select password from users where username = 'demo') as member,
                 (select password from users where username = 'quipadmin') as admin`,
    );
    expect(value).toEqual([member, admin]);
    const everySetting = JSON.stringify(await rows(sql`select key, value from settings`));
    expect(everySetting).not.toContain(summary.signIn.member.password);
    expect(everySetting).not.toContain(summary.signIn.admin.password);
  });

  it("stores a 256×256 PNG avatar for QuipBot and all but two members", async () => {
    const users = await rows<{ id: string; is_bot: boolean; url: string | null }>(
      sql`select id, is_bot, profile_image_url as url from users`,
    );
    expect(users.filter((user) => user.url === null)).toHaveLength(2);
    expect(users.find((user) => user.is_bot)?.url).toBeTruthy();

    const withAvatar = users.filter((user) => user.url !== null);
    expect(withAvatar).toHaveLength(11);
    for (const user of withAvatar) {
      const match = /^\/objects\/(avatars\/[0-9a-f-]{36}\.png)$/.exec(user.url ?? "");
      expect(match).not.toBeNull();
      const object = await storage.get(match?.[1] ?? "");
      expect(object?.contentType).toBe("image/png");
      const meta = await sharp(object?.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 256, 256]);
    }
    const recorded = await rows<{ key: string; owner_id: string; status: string }>(
      sql`select key, owner_id, status from stored_objects`,
    );
    expect(recorded).toHaveLength(11);
    expect(recorded.every((object) => object.status === "ready")).toBe(true);
  });

  it("spreads 60 to 80 short quips over the last fourteen days", async () => {
    const quips = await rows<{ content: string; in_span: boolean; same: boolean }>(sql`
      select content,
             created_at <= ${at(NOW)} and created_at >= ${at(NOW)} - interval '14 days' as in_span,
             created_at = updated_at as same
      from quips`);
    expect(quips.length).toBeGreaterThanOrEqual(60);
    expect(quips.length).toBeLessThanOrEqual(80);
    for (const quip of quips) {
      expect(quip.content.length).toBeGreaterThan(0);
      expect(quip.content.length).toBeLessThanOrEqual(LIMITS.quipMax);
      expect(quip.in_span).toBe(true);
      expect(quip.same).toBe(true);
    }
    expect(new Set(quips.map((quip) => quip.content)).size).toBe(quips.length);
  });

  it("keeps quips younger than 48 hours anonymous and reveals the rest", async () => {
    const counts = await one<{ young: number; wrong_young: number; wrong_old: number }>(
      rows,
      sql`
      select
        count(*) filter (where ${isAnonymousSql(NOW, createdAt)})::int as young,
        count(*) filter (where ${isAnonymousSql(NOW, createdAt)}
                           and (not is_anonymous or revealed_at is not null))::int as wrong_young,
        count(*) filter (where ${isRevealedSql(NOW, createdAt)}
                           and (is_anonymous or revealed_at is distinct from ${revealTimeSql(createdAt)})
                        )::int as wrong_old
      from quips`,
    );
    expect(counts.wrong_young).toBe(0);
    expect(counts.wrong_old).toBe(0);
    expect(counts.young).toBeGreaterThanOrEqual(6);
    expect(counts.young).toBeLessThanOrEqual(15);
  });

  it("has QuipBot post about once a day, never twice on one Eastern day", async () => {
    const days = await rows<{ day: string; posts: number; scheduled: number }>(sql`
      select (q.created_at at time zone 'America/New_York')::date::text as day,
             count(*)::int as posts,
             count(s.date_et)::int as scheduled
      from quips q
      join users u on u.id = q.author_id and u.is_bot
      left join quipbot_schedule s on s.quip_id = q.id and s.posted
      group by 1`);
    expect(days.length).toBeGreaterThanOrEqual(4);
    for (const day of days) expect(day).toMatchObject({ posts: 1, scheduled: 1 });
  });

  it("never has QuipBot's quips, or what members say on them, tell that a bot wrote them", async () => {
    // Each was anonymous for its first 48 hours, and the demo shows what the product does.
    const texts = await rows<{ content: string; topic: string | null }>(sql`
      select q.content, q.topic_text as topic from quips q join users u on u.id = q.author_id
      where u.is_bot
      union all
      select c.content, q.topic_text from comments c join quips q on q.id = c.quip_id
      join users u on u.id = q.author_id where u.is_bot`);
    expect(texts.length).toBeGreaterThanOrEqual(6);
    const giveaways = texts
      .filter((text) => revealsBot(text.content, { topic: text.topic }))
      .map((text) => text.content);
    expect(giveaways).toEqual([]);
  });

  it("keeps like and comment counts equal to the rows", async () => {
    const mismatch = await one<{ likes: number; comments: number }>(
      rows,
      sql`
      select
        count(*) filter (where q.likes_count <> (select count(*) from likes l where l.quip_id = q.id))::int
          as likes,
        count(*) filter (where q.comments_count <> (select count(*) from comments c where c.quip_id = q.id))::int
          as comments
      from quips q`,
    );
    expect(mismatch).toEqual({ likes: 0, comments: 0 });
  });

  it("skews likes: a few quips nearly everyone liked, most with a handful", async () => {
    const counts = (await rows<{ likes_count: number }>(sql`select likes_count from quips`)).map(
      (row) => row.likes_count,
    );
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(9);
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
    expect(counts.filter((count) => count >= 8).length).toBeGreaterThanOrEqual(3);
    expect(counts.filter((count) => count <= 4).length / counts.length).toBeGreaterThan(0.6);

    const bad = await one<{ out_of_time: number; by_bot: number }>(
      rows,
      sql`
      select
        count(*) filter (where l.created_at <= q.created_at or l.created_at > ${at(NOW)})::int
          as out_of_time,
        count(*) filter (where u.is_bot)::int as by_bot
      from likes l join quips q on q.id = l.quip_id join users u on u.id = l.user_id`,
    );
    expect(bad).toEqual({ out_of_time: 0, by_bot: 0 });
  });

  it("threads comments up to three deep, each after what it answers", async () => {
    const stats = await one<{
      total: number;
      quips: number;
      replies: number;
      deepest: number;
      bad_depth: number;
      bad_time: number;
      bad_parent: number;
    }>(
      rows,
      sql`
      select
        count(*)::int as total,
        count(distinct c.quip_id)::int as quips,
        count(*) filter (where c.depth > 1)::int as replies,
        count(*) filter (where c.depth = 3)::int as deepest,
        count(*) filter (where c.depth <> coalesce(p.depth + 1, 1) or c.depth > 3)::int as bad_depth,
        count(*) filter (where c.created_at <= coalesce(p.created_at, q.created_at)
                           or c.created_at > ${at(NOW)})::int as bad_time,
        count(*) filter (where p.id is not null and p.quip_id <> c.quip_id)::int as bad_parent
      from comments c
      join quips q on q.id = c.quip_id
      left join comments p on p.id = c.parent_comment_id`,
    );
    expect(stats.total).toBeGreaterThanOrEqual(35);
    expect(stats.total).toBeLessThanOrEqual(50);
    expect(stats.quips).toBeGreaterThanOrEqual(15);
    expect(stats.replies).toBeGreaterThanOrEqual(10);
    expect(stats.deepest).toBeGreaterThanOrEqual(2);
    expect(stats).toMatchObject({ bad_depth: 0, bad_time: 0, bad_parent: 0 });
  });

  it("keeps follower counts exact, with demo's circle partly mutual", async () => {
    const stats = await one<{
      total: number;
      self: number;
      wrong_counts: number;
      demo_follows: number;
      demo_followers: number;
      demo_mutual: number;
      no_followers: number;
    }>(
      rows,
      sql`
      select
        (select count(*)::int from follows) as total,
        (select count(*)::int from follows where follower_id = following_id) as self,
        (select count(*)::int from users u
          where u.followers_count <> (select count(*) from follows f where f.following_id = u.id)
             or u.following_count <> (select count(*) from follows f where f.follower_id = u.id))
          as wrong_counts,
        (select following_count from users where username = 'demo') as demo_follows,
        (select followers_count from users where username = 'demo') as demo_followers,
        (select count(*)::int from follows a
           join follows b on b.follower_id = a.following_id and b.following_id = a.follower_id
           join users d on d.id = a.follower_id and d.username = 'demo') as demo_mutual,
        (select count(*)::int from users u
          where not u.is_bot and not exists (select 1 from follows f where f.following_id = u.id))
          as no_followers`,
    );
    expect(stats).toMatchObject({ self: 0, wrong_counts: 0, no_followers: 0 });
    expect(stats.total).toBeGreaterThanOrEqual(35);
    expect(stats.total).toBeLessThanOrEqual(45);
    expect(stats.demo_follows).toBeGreaterThanOrEqual(3);
    expect(stats.demo_followers).toBeGreaterThanOrEqual(3);
    expect(stats.demo_mutual).toBeGreaterThanOrEqual(1);
  });

  it("schedules one topic a day at 06:00 Eastern, none on Sunday, exactly one active", async () => {
    const topics = await rows<{
      topic: string;
      date: string;
      slug: string;
      topic_identifier: string;
      is_active: boolean;
      is_manual: boolean;
      scheduled_ms: number;
    }>(sql`
      select topic, date::text as date, slug, topic_identifier, is_active, is_manual,
             (extract(epoch from scheduled_for) * 1000)::float8 as scheduled_ms
      from topic_of_the_day order by date`);
    expect(topics).toHaveLength(12);
    for (const topic of topics) {
      expect(easternWeekday(topic.date)).not.toBe(0);
      expect(topic.scheduled_ms).toBe(easternInstant(topic.date, 6, 0).getTime());
      expect(topic.slug).toBe(topicSlug(topic.topic));
      expect(topic.topic_identifier).toBe(topicIdentifier(topic.topic, topic.date));
      expect(topic.topic.split(/\s+/).length).toBeLessThanOrEqual(4);
    }
    expect(topics.at(0)?.date).toBe("2025-10-23");
    expect(topics.at(-1)?.date).toBe("2025-11-05");
    const active = topics.filter((topic) => topic.is_active);
    expect(active.map((topic) => topic.date)).toEqual(["2025-11-05"]);
    expect(new Set(topics.map((topic) => topic.is_manual)).size).toBe(2);

    const scheduled = await rows<{
      topic: string;
      day: string;
      scheduled_ms: number;
      is_active: boolean;
    }>(sql`
      select topic, scheduled_for_est_date::text as day, is_active,
             (extract(epoch from scheduled_for) * 1000)::float8 as scheduled_ms
      from scheduled_topics order by scheduled_for_est_date`);
    expect(scheduled).toHaveLength(12);
    expect(scheduled.at(0)?.day).toBe("2025-11-06");
    expect(scheduled.at(-1)?.day).toBe("2025-11-19");
    for (const topic of scheduled) {
      expect(easternWeekday(topic.day)).not.toBe(0);
      expect(topic.scheduled_ms).toBe(easternInstant(topic.day, 6, 0).getTime());
      expect(topic.is_active).toBe(false);
    }
    const all = [...topics, ...scheduled].map((topic) => topicSlug(topic.topic));
    expect(new Set(all).size).toBe(all.length);
  });

  it("ties about a third of the quips to a topic open when they were posted", async () => {
    const stats = await one<{ total: number; on_topic: number; bad: number }>(
      rows,
      sql`
      select
        count(*)::int as total,
        count(*) filter (where q.topic_of_the_day)::int as on_topic,
        count(*) filter (where q.topic_of_the_day and (
          t.id is null
          or q.topic_text is distinct from t.topic
          or q.topic_identifier is distinct from t.topic_identifier
          or q.created_at < t.scheduled_for
          or q.created_at >= t.scheduled_for + ${competitionWindow}))::int
        + count(*) filter (where not q.topic_of_the_day and (
          q.topic_id is not null or q.topic_text is not null or q.topic_identifier is not null))::int
          as bad
      from quips q left join topic_of_the_day t on t.id = q.topic_id`,
    );
    expect(stats.bad).toBe(0);
    const share = (stats.on_topic ?? 0) / (stats.total ?? 1);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.45);
  });

  it("keeps user_topic_quips equal to the real counts, at most three each", async () => {
    const stats = await one<{ rows: number; over: number; mismatched: number }>(
      rows,
      sql`
      with real as (
        select author_id as user_id, topic_identifier, count(*)::int as n
        from quips where topic_identifier is not null group by 1, 2
      )
      select
        (select count(*)::int from user_topic_quips) as rows,
        (select count(*)::int from user_topic_quips where quip_count > ${LIMITS.quipsPerTopic}) as over,
        (select count(*)::int from real r
           full join user_topic_quips u
             on u.user_id = r.user_id and u.topic_identifier = r.topic_identifier
          where r.n is distinct from u.quip_count) as mismatched`,
    );
    expect(stats.rows).toBeGreaterThan(0);
    expect(stats).toMatchObject({ over: 0, mismatched: 0 });
  });

  it("gives demo bookmarks, drafts and notifications that match the data", async () => {
    const counts = await one<{ bookmarks: number; drafts: number }>(
      rows,
      sql`
      select
        (select count(*)::int from bookmarks b join users u on u.id = b.user_id
          where u.username = 'demo') as bookmarks,
        (select count(*)::int from vault_quips v join users u on u.id = v.user_id
          where u.username = 'demo') as drafts`,
    );
    expect(counts.bookmarks).toBeGreaterThanOrEqual(3);
    expect(counts.drafts).toBeGreaterThanOrEqual(2);
    expect(counts.drafts).toBeLessThanOrEqual(3);

    const activities = await rows<{
      type: string;
      recipient: string;
      dedupe_key: string;
      expected_key: string | null;
      matches_data: boolean;
      names_anonymous_author: boolean;
    }>(sql`
      select a.type, r.username as recipient, a.dedupe_key,
        case a.type
          when 'like' then 'like:' || a.quip_id || ':' || a.actor_id
          when 'comment' then 'comment:' || a.comment_id || ':' || a.user_id
          when 'follow' then 'follow:' || a.actor_id || ':' || a.user_id
        end as expected_key,
        case a.type
          when 'like' then exists (
            select 1 from likes l join quips q on q.id = l.quip_id
            where l.quip_id = a.quip_id and l.user_id = a.actor_id and q.author_id = a.user_id
              and ${isRevealedSql(NOW, quipCreatedAt)})
          when 'comment' then exists (
            select 1 from comments c
            join quips q on q.id = c.quip_id
            left join comments p on p.id = c.parent_comment_id
            where c.id = a.comment_id and c.quip_id = a.quip_id and c.author_id <> a.user_id
              and (q.author_id = a.user_id or p.author_id = a.user_id))
          when 'follow' then exists (
            select 1 from follows f where f.follower_id = a.actor_id and f.following_id = a.user_id)
          else false
        end as matches_data,
        exists (
          select 1 from quips q
          where q.id = a.quip_id and q.author_id = a.actor_id and q.author_id <> a.user_id
            and ${isAnonymousSql(NOW, quipCreatedAt)}) as names_anonymous_author
      from activities a join users r on r.id = a.user_id`);
    expect(activities.length).toBeGreaterThan(10);
    for (const activity of activities) {
      expect(activity.recipient).toBe("demo");
      expect(activity.dedupe_key).toBe(activity.expected_key);
      expect(activity.matches_data).toBe(true);
      expect(activity.names_anonymous_author).toBe(false);
    }
    const types = new Set(activities.map((activity) => activity.type));
    expect([...types].sort()).toEqual(["comment", "follow", "like"]);
    const { follows } = await one<{ follows: number }>(
      rows,
      sql`
      select followers_count as follows from users where username = 'demo'`,
    );
    expect(activities.filter((activity) => activity.type === "follow")).toHaveLength(follows);
  });
});

describe("seedDemo before 06:00 on a Monday", () => {
  let database: Database;
  let rows: <T>(query: SQL) => Promise<T[]>;

  beforeAll(async () => {
    ({ database, rows } = await seededDatabase(MONDAY_EARLY));
  }, SETUP_MS);
  afterAll(async () => {
    await database?.close();
  });

  it("keeps Saturday's topic active and schedules today's for 06:00, as the product counts days", async () => {
    const topics = await rows<{ date: string; is_active: boolean; quips: number }>(sql`
      select t.date::text as date, t.is_active,
             (select count(*)::int from quips q where q.topic_id = t.id) as quips
      from topic_of_the_day t order by t.date`);
    expect(topics.filter((topic) => topic.is_active).map((topic) => topic.date)).toEqual([
      "2025-11-08",
    ]);
    expect(topics.at(-1)?.date).toBe("2025-11-08");
    expect(topics.some((topic) => easternWeekday(topic.date) === 0)).toBe(false);
    const scheduled = await rows<{ day: string }>(sql`
      select scheduled_for_est_date::text as day from scheduled_topics order by 1`);
    expect(scheduled[0]?.day).toBe("2025-11-10");
    expect(scheduled).toHaveLength(12);

    const { future } = await one<{ future: number }>(
      rows,
      sql`
      select count(*)::int as future from quips where created_at > ${at(MONDAY_EARLY)}`,
    );
    expect(future).toBe(0);
  });
});

describe("planDemo", () => {
  it("plans the same community twice for the same moment", () => {
    let counter = 0;
    const ids = () => () => `id-${counter++}`;
    const plan = () => {
      counter = 0;
      return planDemo({ now: NOW, memberPasswordHash: "m", adminPasswordHash: "a", newId: ids() });
    };
    expect(plan()).toEqual(plan());
  });
});
