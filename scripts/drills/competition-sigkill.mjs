// Fault drill: the server is killed with SIGKILL, again and again, while it closes and publishes
// competitions with thousands of entrants, and started again. After every kill each step of each
// competition (closing: results and each entrant's notification; publishing: badges, city
// distribution, city streaks) must be either wholly applied or untouched, and once processing
// has finished every effect must be there exactly once: as this drill computes them from the
// entries by the title and streak rules, without the server's code.
// Needs PostgreSQL (DRILL_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) and
// builds the app when dist is missing. It works on a throwaway database, dropped at the end.
// Usage: node scripts/drills/competition-sigkill.mjs   (DRILL_KILLS=8 for more kills)
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { queryOnce, sleep } from "../lib/pg-once.mjs";
import { spawnProductionServer, waitForHealth } from "../lib/production-server.mjs";

const adminUrl = process.env.DRILL_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const kills = Number(process.env.DRILL_KILLS ?? 5);
const dbName = `quip_drill_${Date.now()}`;
const dbUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
const port = 3732;
const MEMBERS = 3000;
const COMPETITIONS = 5;
const EFFECT_TABLES = [
  "competition_results",
  "user_badges",
  "user_city_distribution",
  "user_streaks",
  "activities",
  "topic_competitions",
];
const BADGES = new Set(["mayor", "deputy_mayor", "city_treasurer", "city_council"]);
const dataDir = mkdtempSync(path.join(tmpdir(), "quip-drill-"));

function startServer(jobs) {
  const child = spawnProductionServer({
    port,
    databaseUrl: dbUrl,
    env: { JOBS: jobs ? "on" : "off", LOG_LEVEL: "fatal", DATA_DIR: dataDir },
  });
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  return { child, exited };
}

// One member in four skips each competition (which breaks city streaks); some enter two or
// three quips (only their best counts for distribution and streak). Likes repeat, so ranks tie.
const SEED = `
insert into users (username, email)
select 'drill' || n, 'drill' || n || '@example.com' from generate_series(1, ${MEMBERS}) n;

insert into topic_of_the_day (topic, scheduled_for, date, slug, topic_identifier)
select 'Drill topic ' || k, s, s::date, 'drill-topic-' || k,
       'drill-topic-' || k || '-' || to_char(s, 'YYYY-MM-DD')
from generate_series(0, ${COMPETITIONS - 1}) k,
     lateral (select date_trunc('hour', now()) - (${COMPETITIONS + 3} - k) * interval '1 day' as s) t;

insert into topic_competitions (topic_identifier, topic_id, started_at)
select topic_identifier, id, scheduled_for from topic_of_the_day where slug like 'drill-topic-%';

insert into quips (content, author_id, is_anonymous, revealed_at, topic_of_the_day, topic_text,
                   topic_id, topic_identifier, likes_count, created_at)
select 'drill quip ' || k || '-' || m.n || '-' || q, m.id, false,
       t.scheduled_for + interval '48 hours', true, t.topic, t.id, t.topic_identifier,
       (m.n * 7919 + q * 131 + k * 977) % 400, t.scheduled_for + (m.n % 3600) * interval '1 second'
from (select id, substring(username from 6)::int as n from users where username like 'drill%') m
cross join (select t.*, substring(slug from 13)::int as k from topic_of_the_day t
            where slug like 'drill-topic-%') t
cross join lateral generate_series(1, case when m.n % 9 = t.k then 3 when m.n % 5 = t.k then 2
                                           else 1 end) q
where (m.n + t.k) % 4 <> 0;
`;

/**
 * Standard competition ranking (ties share the better rank), percentile = rank / entries, a
 * podium title needs a like and counts as top 20%, then tiers by percentile.
 */
function rank(entries) {
  const sorted = [...entries].sort((a, b) => b.likes - a.likes);
  let ranking = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || entry.likes !== sorted[index - 1].likes) ranking = index + 1;
    const percentile = Math.round((ranking / sorted.length) * 100 * 100) / 100;
    const podium = entry.likes > 0 && ranking <= 3;
    const title = podium
      ? ["mayor", "deputy_mayor", "city_treasurer"][ranking - 1]
      : percentile <= 20
        ? "city_council"
        : percentile <= 40
          ? "school_board"
          : percentile <= 60
            ? "zoning"
            : percentile > 95
              ? "village_idiot"
              : "citizen";
    const tier =
      podium || percentile <= 20
        ? "top20"
        : percentile <= 40
          ? "top40"
          : percentile <= 60
            ? "top60"
            : percentile > 95
              ? "bottom5"
              : "bottom40";
    return { ...entry, ranking, title, tier };
  });
}

/** What the first `count` competitions, applied once each in order, leave behind. */
function expectedAfter(competitions, closed, published) {
  const results = new Map();
  const badges = new Map();
  const distribution = new Map();
  const streaks = new Map();
  const notifications = new Map();
  // Closing stores the results and tells each entrant; publishing applies the public effects.
  for (const competition of competitions.slice(0, closed)) {
    const best = new Map();
    for (const p of rank(competition.entries)) {
      results.set(`${competition.id}:${p.quipId}`, `${p.ranking} ${p.title}`);
      if (!best.has(p.userId) || p.ranking < best.get(p.userId).ranking) best.set(p.userId, p);
    }
    for (const p of best.values()) {
      notifications.set(`competition:${competition.id}:${p.userId}`, p.title);
    }
  }
  let previous = null;
  for (const competition of competitions.slice(0, published)) {
    const placements = rank(competition.entries);
    const best = new Map();
    for (const p of placements) {
      if (BADGES.has(p.title)) {
        const key = `${p.userId}:${p.title}`;
        badges.set(key, (badges.get(key) ?? 0) + 1);
      }
      if (!best.has(p.userId) || p.ranking < best.get(p.userId).ranking) best.set(p.userId, p);
    }
    for (const p of best.values()) {
      const row = distribution.get(p.userId) ?? {
        top20: 0,
        top40: 0,
        top60: 0,
        bottom40: 0,
        bottom5: 0,
        total: 0,
      };
      row[p.tier] += 1;
      row.total += 1;
      distribution.set(p.userId, row);
      const top = p.tier === "top20";
      const streak = streaks.get(p.userId);
      const current = !top
        ? 0
        : streak && previous && streak.last === previous.startedAt
          ? streak.current + 1
          : 1;
      streaks.set(p.userId, {
        current,
        max: Math.max(streak?.max ?? 0, current),
        last: competition.startedAt,
      });
    }
    for (const [userId, streak] of streaks) {
      if (!best.has(userId) && streak.current > 0) streak.current = 0;
    }
    previous = competition;
  }
  return { results, badges, distribution, streaks, notifications };
}

/** What the database holds, in the same shapes. */
async function actual(db) {
  const q = async (sql) => (await db.query(sql)).rows;
  const results = new Map(
    (await q("select competition_id, quip_id, ranking, title from competition_results")).map(
      (r) => [`${r.competition_id}:${r.quip_id}`, `${r.ranking} ${titleKey(r.title)}`],
    ),
  );
  const badges = new Map(
    (await q("select user_id, badge_type, count from user_badges")).map((r) => [
      `${r.user_id}:${r.badge_type}`,
      r.count,
    ]),
  );
  const distribution = new Map(
    (
      await q(
        "select user_id, top20, top40, top60, bottom40, bottom5, total_competitions as total from user_city_distribution",
      )
    ).map(({ user_id, ...row }) => [user_id, row]),
  );
  const streaks = new Map(
    (
      await q(`select user_id, current_city_streak as current, max_city_streak as max,
                 last_city_competition_at as last from user_streaks
               where last_city_competition_at is not null`)
    ).map((r) => [r.user_id, { current: r.current, max: r.max, last: r.last.getTime() }]),
  );
  const notifications = new Map(
    (
      await q(
        "select dedupe_key, data->>'title' as title from activities where type = 'competition_result'",
      )
    ).map((r) => [r.dedupe_key, titleKey(r.title)]),
  );
  return { results, badges, distribution, streaks, notifications };
}

const TITLE_KEYS = {
  Mayor: "mayor",
  "Deputy Mayor": "deputy_mayor",
  "City Treasurer": "city_treasurer",
  "City Council": "city_council",
  "School Board Member": "school_board",
  "Zoning Commission Member": "zoning",
  "Average Tax Paying Citizen": "citizen",
  "Village Idiot": "village_idiot",
};
const titleKey = (title) => TITLE_KEYS[title] ?? `unknown title ${title}`;

/** Every difference between two snapshots, by kind, at most a few examples each. */
function differences(expected, found) {
  const out = [];
  for (const kind of Object.keys(expected)) {
    const want = expected[kind];
    const have = found[kind];
    const wrong = [];
    for (const [key, value] of want) {
      if (JSON.stringify(have.get(key)) !== JSON.stringify(value)) {
        wrong.push(
          `${key}: expected ${JSON.stringify(value)}, found ${JSON.stringify(have.get(key))}`,
        );
      }
    }
    for (const key of have.keys()) if (!want.has(key)) wrong.push(`${key}: unexpected`);
    if (wrong.length)
      out.push(`${kind}: ${wrong.length} wrong, e.g. ${wrong.slice(0, 3).join("; ")}`);
  }
  return out;
}

/** The processing transaction holds the row lock on its competition: a RowShareLock. */
async function processingNow(db) {
  const { rows } = await db.query(`
    select l.pid, a.xact_start,
      array(select c2.relname::text from pg_locks l2 join pg_class c2 on c2.oid = l2.relation
            where l2.pid = l.pid and l2.mode = 'RowExclusiveLock' and c2.relkind = 'r'
            order by 1) as written
    from pg_locks l
    join pg_class c on c.oid = l.relation
    join pg_stat_activity a on a.pid = l.pid
    where c.relname = 'topic_competitions' and l.mode = 'RowShareLock'
      and l.database = (select oid from pg_database where datname = current_database())`);
  return rows[0] ?? null;
}

const STEP = { active: 0, closed: 1, processed: 2 };

/**
 * How far the competitions have come: each closes (results, each entrant told), then
 * publishes (status `processed`), oldest first in both steps.
 */
async function progress(db) {
  const { rows } = await db.query(
    "select status from topic_competitions where topic_identifier like 'drill-topic-%' order by started_at",
  );
  const steps = rows.map((r) => STEP[r.status] ?? -1);
  return {
    closed: steps.filter((s) => s >= STEP.closed).length,
    published: steps.filter((s) => s === STEP.processed).length,
    done: steps.reduce((a, b) => a + b, 0),
    inOrder: steps.every((s, i) => s >= 0 && (i === 0 || s <= steps[i - 1])),
  };
}
const ALL_STEPS = 2 * COMPETITIONS;

const violations = [];
const report = { members: MEMBERS, competitions: COMPETITIONS, kills: [] };
let server = null;
const db = new pg.Client({ connectionString: dbUrl });
try {
  execFileSync(process.execPath, ["scripts/build.mjs", "--if-changed"], { stdio: "inherit" });
  await queryOnce(adminUrl, `CREATE DATABASE ${dbName}`);

  // A first start without jobs migrates the database.
  server = startServer(false);
  await waitForHealth(port);
  server.child.kill("SIGTERM");
  await server.exited;
  server = null;

  await db.connect();
  await db.query(SEED);
  const competitions = (
    await db.query(`select id, topic_identifier, started_at from topic_competitions
                    where topic_identifier like 'drill-topic-%' order by started_at`)
  ).rows.map((c) => ({
    id: c.id,
    identifier: c.topic_identifier,
    startedAt: c.started_at.getTime(),
  }));
  const entries = (
    await db.query(`select q.id, q.author_id, q.likes_count, c.id as competition_id from quips q
                    join topic_competitions c on c.topic_identifier = q.topic_identifier`)
  ).rows;
  for (const competition of competitions) {
    competition.entries = entries
      .filter((e) => e.competition_id === competition.id)
      .map((e) => ({ quipId: e.id, userId: e.author_id, likes: e.likes_count }));
  }
  report.quips = entries.length;
  report.entrants = competitions.map((c) => new Set(c.entries.map((e) => e.userId)).size);

  const check = async (label) => {
    const { closed, published, done, inOrder } = await progress(db);
    if (!inOrder) violations.push(`${label}: competitions processed out of order`);
    const found = differences(expectedAfter(competitions, closed, published), await actual(db));
    for (const d of found) violations.push(`${label}: ${d}`);
    return done;
  };

  // How long one competition's transaction lasts on average, as seen so far: kills land across
  // all of it.
  const durations = [];
  let estimateMs = 2000;
  for (let round = 1; round <= kills; round++) {
    const before = (await progress(db)).done;
    if (before === ALL_STEPS) break;
    server = startServer(true);
    // Kill inside one of this run's first three processing transactions (never past the last
    // competition), at a random moment of it; if it ends sooner, early in the next one.
    const skip = Math.floor(Math.random() * Math.min(3, ALL_STEPS - before));
    const delay = Math.floor(Math.random() * estimateMs);
    const lastSeen = new Map();
    let chosenAt = null;
    let victim = null;
    const deadline = Date.now() + 120_000;
    while (!victim && Date.now() < deadline) {
      const now = await processingNow(db);
      if (!now) {
        if ((await progress(db)).done === ALL_STEPS) break;
        await sleep(5);
        continue;
      }
      const key = now.xact_start.getTime();
      if (!lastSeen.has(key) && lastSeen.size >= skip && chosenAt === null) chosenAt = Date.now();
      lastSeen.set(key, Date.now());
      if (chosenAt !== null && Date.now() - chosenAt >= delay) {
        server.child.kill("SIGKILL");
        victim = { ...now, at: Date.now() };
      }
    }
    if (!victim && Date.now() >= deadline) {
      violations.push(`run ${round}: no processing seen in 120 s`);
    }
    if (!victim) server.child.kill("SIGKILL");
    await server.exited;
    server = null;
    for (const [started, seen] of lastSeen) {
      if (started !== victim?.xact_start.getTime()) durations.push(seen - started);
    }
    if (durations.length) estimateMs = durations.reduce((a, b) => a + b, 0) / durations.length;
    // The killed backend ends its transaction once it sees the connection gone.
    for (let i = 0; i < 300; i++) {
      const { rows } = await db.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      if (rows[0].n === 0) break;
      await sleep(100);
    }
    const processed = await check(`after kill ${round}`);
    report.kills.push(
      victim
        ? {
            round,
            stepsBefore: before,
            msIntoTransaction: victim.at - victim.xact_start.getTime(),
            tablesWritten: victim.written.filter((t) => EFFECT_TABLES.includes(t)),
            stepsAfter: processed,
          }
        : { round, missed: "processing had finished before the kill", stepsAfter: processed },
    );
  }
  report.transactionMs = durations.length
    ? { seen: durations.length, min: Math.min(...durations), max: Math.max(...durations) }
    : null;

  const started = Date.now();
  const remaining = ALL_STEPS - (await progress(db)).done;
  server = startServer(true);
  while ((await progress(db)).done < ALL_STEPS && Date.now() - started < 300_000) {
    await sleep(200);
  }
  report.lastRun = { steps: remaining, ms: Date.now() - started };
  // Its first round of scheduled work runs at start; on a quick finish, let it complete (and
  // find nothing more to close) before asking the server to stop.
  await waitForHealth(port);
  await sleep(3000);
  server.child.kill("SIGTERM");
  const code = await server.exited;
  server = null;
  if (code !== 0) violations.push(`the last run stopped with ${code}, not 0, on SIGTERM`);
  if ((await check("at the end")) !== ALL_STEPS)
    violations.push("not every competition closed and published");
  const { rows } = await db.query(`
    select count(*) filter (where effects_applied_at is null)::int as unapplied,
           count(*) filter (where total_quips <> (select count(*) from quips q
                                                  where q.topic_identifier = c.topic_identifier))::int as miscounted,
           coalesce(sum(failed_attempts), 0)::int as failures
    from topic_competitions c where topic_identifier like 'drill-topic-%'`);
  if (rows[0].unapplied || rows[0].miscounted || rows[0].failures)
    violations.push(`competition rows: ${JSON.stringify(rows[0])}`);
  const expected = expectedAfter(competitions, COMPETITIONS, COMPETITIONS);
  report.final = {
    results: expected.results.size,
    badgeRows: expected.badges.size,
    badgesAwarded: [...expected.badges.values()].reduce((a, b) => a + b, 0),
    distributionRows: expected.distribution.size,
    streakRows: expected.streaks.size,
    notifications: expected.notifications.size,
  };
} catch (error) {
  violations.push(`drill error: ${error.stack ?? error}`);
} finally {
  if (server) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  await db.end().catch(() => {});
  await queryOnce(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

report.violations = violations;
console.log(JSON.stringify(report, null, 2));
const killedMidway = report.kills.filter((k) => !k.missed).length;
console.log(
  violations.length === 0
    ? `PASS: ${killedMidway} kills during processing; after each, every competition was whole or untouched; in the end every effect was applied exactly once`
    : `FAIL: ${violations.length} violations`,
);
process.exitCode = violations.length === 0 ? 0 : 1;
