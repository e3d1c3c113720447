import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import * as schema from "#server/db/schema/index.ts";
import { queueTopicPushes } from "#server/services/push/index.ts";
import { generateVapidKeys } from "#server/services/push/web-push-crypto.ts";
import { DEFAULT_CHANNELS } from "#shared/rules/notice-kinds.ts";
import { type LatencySummary, summarise } from "./latency-stats";
import { type PushReceiver, startPushReceiver } from "./push-receiver";
import { feedPath } from "./scenarios";
import { startServer } from "./server-process";
import { benchMembers, type MemberSession, signIn } from "./sessions";
import { endSessions } from "./undo-writes";

export const FANOUT_SUBSCRIPTIONS = 10_000;
/** The probe's figures before the fan-out, taken after a warm-up of the same length. */
const BEFORE_S = 10;
const POLL_MS = 100;
const DRAIN_TIMEOUT_MS = 10 * 60_000;
/** Concurrent requests per probed path: a light steady reader, not a load that hides the drain. */
const PROBES_PER_PATH = 2;
const INSERTED_AT_ONCE = 1_000;

export interface PushFanoutRecord {
  dataset: string;
  subscriptions: number;
  members: number;
  /** queueTopicPushes, in chunks of TOPIC_PUSH_CHUNK, from the bench's own connection. */
  enqueueMs: number;
  /** From the sender's nudge to the last of the topic's rows gone from the outbox. */
  drainMs: number;
  /** From the first push the receiver took to the last. */
  sendingMs: number;
  pushesPerS: number;
  accepted: number;
  decrypted: number;
  refused: number;
  /** Topic rows still in the outbox once drained: failed ones. */
  leftFailed: number;
  probes: ProbeRecord[];
}

interface ProbeRecord {
  path: string;
  before: LatencySummary;
  during: LatencySummary;
  p50Ratio: number;
  p99Ratio: number;
}

/**
 * The topic of the day's push to FANOUT_SUBSCRIPTIONS subscriptions, on a server of its own
 * (scheduled work off, as in every phase): the subscriptions go on existing members with no
 * settings of their own, each member's topic push turned on; the dataset's latest topic is the
 * day's (its createdAt moved to now for the phase, so its push is not stale); the bench queues
 * it with the server's own function, then a like wakes the server's sender, as any notice
 * does, and the sender drains the outbox in runs that follow one another. Meanwhile a light
 * probe reads `/api/health` and a member's feed. Everything the phase wrote is taken back.
 */
export async function measurePushFanout(
  url: string,
  dataset: string,
  db: pg.Client,
  sessionSecret: string,
): Promise<PushFanoutRecord> {
  const receiver = await startPushReceiver();
  const vapid = generateVapidKeys();
  const server = await startServer({
    label: "push fan-out",
    database: { url },
    logLevel: "warn",
    sessionSecret,
    // The only mode in which the server posts to a push service on loopback (decision 0156).
    env: {
      NODE_ENV: "development",
      PUSH_ALLOW_PRIVATE_ENDPOINTS: "true",
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    },
  });
  let sessions: MemberSession[] = [];
  let setUp: FanoutSetUp | null = null;
  let probe: ReturnType<typeof startProbe> | null = null;
  try {
    sessions = await signIn(server.origin, benchMembers(1), sessionSecret);
    const member = sessions[0] as MemberSession;
    setUp = await chooseFanout(db);
    await writeFanout(db, setUp, receiver);
    probe = startProbe(server.origin, [
      { path: "/api/health" },
      { path: feedPath("hot", 1), cookie: member.cookie },
    ]);
    await sleep(BEFORE_S * 1000);
    probe.mark("before");
    await sleep(BEFORE_S * 1000);
    probe.mark("during");
    const enqueueStarted = performance.now();
    const queued = await queueTopicPushes(
      { db: drizzle(db, { schema }), now: () => new Date() },
      setUp.topic.identifier,
    );
    const enqueueMs = performance.now() - enqueueStarted;
    if (queued !== FANOUT_SUBSCRIPTIONS) {
      throw new Error(`${queued} pushes queued where ${FANOUT_SUBSCRIPTIONS} were expected`);
    }
    const nudged = performance.now();
    await wakeSender(server.origin, db, member);
    const left = await waitForDrain(db, setUp.topic.id);
    const drainMs = performance.now() - nudged;
    const probes = await probe.stop();
    const sendingMs = (receiver.lastAt ?? 0) - (receiver.firstAt ?? 0);
    return {
      dataset,
      subscriptions: FANOUT_SUBSCRIPTIONS,
      members: setUp.memberIds.length,
      enqueueMs,
      drainMs,
      sendingMs,
      pushesPerS: receiver.accepted / (drainMs / 1000),
      accepted: receiver.accepted,
      decrypted: receiver.decrypted,
      refused: receiver.refused.length,
      leftFailed: left,
      probes,
    };
  } finally {
    await probe?.stop().catch(() => undefined);
    if (setUp) await undoFanout(db, setUp, receiver.origin);
    await endSessions(db, sessions).catch(() => {});
    await server.stop();
    await receiver.close();
  }
}

interface FanoutSetUp {
  memberIds: string[];
  topic: { id: string; identifier: string; day: string; createdAt: Date };
  /** The topic day's fan-out row as the dataset had it, put back afterwards. */
  earlierFanout: Record<string, unknown> | null;
}

/** The members and the topic, and the topic day's fan-out row as it was: nothing written yet. */
async function chooseFanout(db: pg.Client): Promise<FanoutSetUp> {
  const members = await db.query<{ id: string }>(
    `select u.id from users u
     where not exists (select 1 from notification_preferences p where p.user_id = u.id)
       and not exists (select 1 from push_subscriptions s where s.user_id = u.id)
     order by u.id limit $1`,
    [FANOUT_SUBSCRIPTIONS],
  );
  const memberIds = members.rows.map((row) => row.id);
  if (memberIds.length === 0) throw new Error("no member without notification settings");
  const [topic] = (
    await db.query<{ id: string; identifier: string; day: string; createdAt: Date }>(
      `select id, topic_identifier as identifier, date::text as day, created_at as "createdAt"
       from topic_of_the_day where replaced_at is null and scheduled_for <= now()
       order by scheduled_for desc limit 1`,
    )
  ).rows;
  if (!topic) throw new Error("the dataset has no topic");
  const [earlierFanout] = (
    await db.query("select * from topic_push_fanouts where day = $1", [topic.day])
  ).rows;
  return { memberIds, topic, earlierFanout: earlierFanout ?? null };
}

async function writeFanout(db: pg.Client, setUp: FanoutSetUp, receiver: PushReceiver) {
  const { memberIds, topic } = setUp;
  await db.query("delete from topic_push_fanouts where day = $1", [topic.day]);
  await db.query("update topic_of_the_day set created_at = now() where id = $1", [topic.id]);
  // Push types stay empty: no Activity notice is written to these members during the phase.
  const kinds = {
    ...DEFAULT_CHANNELS,
    topicOfTheDay: { ...DEFAULT_CHANNELS.topicOfTheDay, push: true },
  };
  await db.query(
    `insert into notification_preferences (user_id, kinds)
     select unnest($1::uuid[]), $2::jsonb`,
    [memberIds, JSON.stringify(kinds)],
  );
  const devices = receiver.devices(FANOUT_SUBSCRIPTIONS);
  for (let start = 0; start < devices.length; start += INSERTED_AT_ONCE) {
    const batch = devices.slice(start, start + INSERTED_AT_ONCE);
    await db.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
       select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[])`,
      [
        batch.map((_, i) => memberIds[(start + i) % memberIds.length]),
        batch.map((d) => d.endpoint),
        batch.map((d) => d.p256dh),
        batch.map((d) => d.auth),
      ],
    );
  }
}

async function undoFanout(db: pg.Client, setUp: FanoutSetUp, origin: string): Promise<void> {
  // Their pushes, sent or failed, go with them (cascade).
  await db.query("delete from push_subscriptions where endpoint like $1", [`${origin}/push/%`]);
  await db.query("delete from notification_preferences where user_id = any($1::uuid[])", [
    setUp.memberIds,
  ]);
  await db.query("delete from topic_push_fanouts where day = $1", [setUp.topic.day]);
  const earlier = setUp.earlierFanout;
  if (earlier) {
    await db.query(
      `insert into topic_push_fanouts (day, topic_id, subscribed_by, after_subscription_id, finished_at)
       values ($1, $2, $3, $4, $5)`,
      [
        setUp.topic.day,
        earlier.topic_id,
        earlier.subscribed_by,
        earlier.after_subscription_id,
        earlier.finished_at,
      ],
    );
  }
  await db.query("update topic_of_the_day set created_at = $2 where id = $1", [
    setUp.topic.id,
    setUp.topic.createdAt,
  ]);
}

/**
 * A like and its undoing on a quip of another member: the like's notice nudges the sender, as
 * every request that writes a notice does, and the sender's runs then follow one another until
 * the outbox is drained. The pair leaves the like count as it was.
 */
async function wakeSender(origin: string, db: pg.Client, member: MemberSession): Promise<void> {
  const [quip] = (
    await db.query<{ id: string }>(
      "select id from quips where author_id <> $1 order by created_at desc limit 1",
      [member.userId],
    )
  ).rows;
  if (!quip) throw new Error("no quip to like");
  for (let i = 0; i < 2; i++) {
    const answer = await fetch(`${origin}/api/quips/${quip.id}/like`, {
      method: "POST",
      headers: { cookie: member.cookie },
    });
    if (!answer.ok) throw new Error(`the like answered ${answer.status}`);
    await answer.arrayBuffer();
  }
}

async function waitForDrain(db: pg.Client, topicId: string): Promise<number> {
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const { rows } = await db.query<{ pending: number; failed: number }>(
      `select count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where status <> 'pending')::int as failed
       from push_outbox where topic_id = $1`,
      [topicId],
    );
    const counts = rows[0] ?? { pending: 0, failed: 0 };
    if (counts.pending === 0) return counts.failed;
    await sleep(POLL_MS);
  }
  throw new Error(`the outbox was not drained within ${DRAIN_TIMEOUT_MS / 1000} s`);
}

interface ProbedPath {
  path: string;
  cookie?: string;
}

/**
 * Requests in a closed loop, PROBES_PER_PATH per path, each latency kept with the part of the
 * phase it fell in: the warm-up, before the fan-out, during it.
 */
function startProbe(origin: string, paths: ProbedPath[]) {
  type Part = "warm-up" | "before" | "during";
  let part: Part = "warm-up";
  let running = true;
  let failures = 0;
  const samples = new Map<string, Record<Part, number[]>>(
    paths.map((p) => [p.path, { "warm-up": [], before: [], during: [] }]),
  );
  const loops = paths.flatMap((probed) =>
    Array.from({ length: PROBES_PER_PATH }, async () => {
      while (running) {
        const started = performance.now();
        const answer = await fetch(`${origin}${probed.path}`, {
          headers: probed.cookie ? { cookie: probed.cookie } : {},
        }).catch(() => null);
        await answer?.arrayBuffer();
        if (answer?.ok) samples.get(probed.path)?.[part].push(performance.now() - started);
        else failures++;
      }
    }),
  );
  return {
    mark(next: Part) {
      part = next;
    },
    /** What each path took before and during the fan-out; a failed request fails the phase. */
    async stop(): Promise<ProbeRecord[]> {
      running = false;
      await Promise.all(loops);
      if (failures > 0) throw new Error(`${failures} probe requests failed`);
      return paths.map(({ path }) => {
        const kept = samples.get(path) as Record<Part, number[]>;
        const before = summarise(kept.before, 0);
        const during = summarise(kept.during, 0);
        return {
          path,
          before,
          during,
          p50Ratio: during.p50 / before.p50,
          p99Ratio: during.p99 / before.p99,
        };
      });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
