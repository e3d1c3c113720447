import type pg from "pg";
import { type BackgroundWork, backgroundWorkText, runScheduledWork } from "./background-work";
import { type CapturedRequest, captureAll, captureRequest } from "./capture-sql";
import { type Fixtures, type MemberQuipPair, pickFixtures } from "./fixtures";
import { type HttpResult, type LoadOptions, pooledResult, runHttpLoad } from "./http-load";
import { mutingCredentials, prepareMutingMembers } from "./muting-fixture";
import { type ScenarioRecord, withFloor } from "./results";
import {
  CAPTURED_VARIANTS,
  FEED_FILTERS,
  GUESS_NAME,
  guessRequest,
  guessScenario,
  healthScenario,
  isMutingScenario,
  likeRequest,
  likeToggleScenario,
  MUTING_ROUND_S,
  mixedScenario,
  mutingFeedName,
  mutingRoundCount,
  mutingRounds,
  mutingScenarios,
  postCommentScenario,
  postQuipScenario,
  type ReadScenario,
  readMix,
  readScenarios,
  type Scenario,
  type SequenceScenario,
} from "./scenarios";
import { type RunningServer, startServer } from "./server-process";
import { assertMembersExist, type Credentials, type MemberSession, signIn } from "./sessions";
import {
  commentFloor,
  type FloorPlan,
  guessFloor,
  likeToggleFloor,
  openFloorPool,
  pairKey,
  replayAsCaptured,
  replayInTurn,
  runSqlFloor,
} from "./sql-floor";

/** Lets connections close and the server settle between one measurement and the next. */
const PAUSE_MS = 500;

export interface LargeDatasetPlan {
  sessions: MemberSession[];
  fixtures: Fixtures;
  reads: ReadScenario[];
  like: SequenceScenario;
  /** Null when not wanted, or when the dataset has no anonymous quip to guess at. */
  guess: SequenceScenario | null;
  post: SequenceScenario;
  comment: SequenceScenario;
  captures: Map<string, CapturedRequest[]>;
}

/**
 * A server at LOG_LEVEL=trace answers each scenario's requests once, one at a time, and the
 * SQL each logged is kept for the floor and the query plans. The members sign in here; their
 * sessions live in the database, so the measuring server (same secret) accepts them too.
 */
export async function captureOnLarge(
  url: string,
  db: pg.Client,
  members: Credentials,
  sessionSecret: string,
  problems: string[],
  wanted: (scenario: string) => boolean = () => true,
): Promise<LargeDatasetPlan> {
  const mutingMembers = mutingCredentials(members);
  const withMuting = measuresMuting(wanted);
  await assertMembersExist(db, members);
  if (withMuting) await assertMembersExist(db, mutingMembers);
  const server = await startServer({
    label: "capture",
    database: { url },
    logLevel: "trace",
    sessionSecret,
  });
  try {
    const sessions = await signIn(server.origin, members, sessionSecret);
    const fixtures = await pickFixtures(db, sessions);
    printOpenTopics(fixtures);
    const muting = withMuting
      ? await prepareMutingMembers(db, await signIn(server.origin, mutingMembers, sessionSecret))
      : null;
    const runTag = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const reads = [
      ...readScenarios(sessions, fixtures),
      ...(muting ? mutingScenarios(muting) : []),
      healthScenario(),
    ];
    const captures = new Map<string, CapturedRequest[]>();
    // A scenario whose capture fails is still measured over HTTP, only without its floor.
    const failed = new Map<string, string[]>();
    const capture = async (name: string, take: () => Promise<CapturedRequest[]>) => {
      try {
        captures.set(name, await take());
      } catch (error) {
        const reason = (error as Error).message;
        failed.set(reason, [...(failed.get(reason) ?? []), name]);
      }
    };
    for (const scenario of reads) {
      await capture(scenario.name, () =>
        captureAll(server, scenario.requests.slice(0, CAPTURED_VARIANTS)),
      );
    }
    const like = likeToggleScenario(fixtures.likePairs);
    await capture(like.name, async () => {
      const firstPair = fixtures.likePairs[0] as MemberQuipPair;
      const liked = await captureRequest(server, likeRequest(firstPair));
      const unliked = await captureRequest(server, likeRequest(firstPair));
      if (!liked.body.includes('"isLiked":true') || !unliked.body.includes('"isLiked":false')) {
        throw new Error(`like then unlike answered ${liked.body} and ${unliked.body}`);
      }
      return [liked, unliked];
    });
    const guess = wanted(GUESS_NAME) ? guessScenarioOf(fixtures, problems) : null;
    if (guess) {
      await capture(guess.name, async () => [
        await captureRequest(server, guessRequest(fixtures.guesses, 0)),
      ]);
    }
    const post = postQuipScenario(sessions, runTag);
    await capture(post.name, async () => [await captureRequest(server, post.next())]);
    const comment = postCommentScenario(fixtures.commentPairs, runTag);
    await capture(comment.name, async () => [await captureRequest(server, comment.next())]);
    for (const [reason, names] of failed) problems.push(`${reason} (${names.join(", ")})`);
    return {
      sessions,
      fixtures,
      reads,
      like,
      guess,
      post,
      comment,
      captures,
    };
  } finally {
    await server.stop();
  }
}

function guessScenarioOf(fixtures: Fixtures, problems: string[]): SequenceScenario | null {
  if (fixtures.guesses.pairs.length > 0) return guessScenario(fixtures.guesses);
  problems.push("guess: the dataset has no anonymous quip young enough to guess at");
  return null;
}

/** What the topic scenarios read: a topic day the dataset has no open topic for has none. */
function printOpenTopics(fixtures: Fixtures): void {
  const topics = fixtures.openTopics.map(
    (topic) =>
      `${topic.isToday ? "today's" : "yesterday's"} (${topic.day}, ${topic.entries} entries${topic.competing ? ", competing" : ""})`,
  );
  console.log(`Open topics: ${topics.length > 0 ? topics.join(", ") : "none"}`);
}

/** Whether a run measuring `wanted` reads the muting feeds, and so needs muting members. */
export function measuresMuting(wanted: (scenario: string) => boolean): boolean {
  return FEED_FILTERS.some((filter) =>
    (["muting", "plain"] as const).some((kind) => wanted(mutingFeedName(filter, kind))),
  );
}

export async function measureOnLarge(
  url: string,
  dataset: string,
  db: pg.Client,
  plan: LargeDatasetPlan,
  load: LoadOptions,
  sessionSecret: string,
  problems: string[],
  wanted: (scenario: string) => boolean = () => true,
): Promise<ScenarioRecord[]> {
  const server = await startServer({
    label: "measure",
    database: { url },
    logLevel: "warn",
    sessionSecret,
  });
  const pool = await openFloorPool(url, load.connections);
  const records: ScenarioRecord[] = [];
  // Without a capture (its problem is already reported) a scenario is measured over HTTP only.
  const captured = (name: string) => plan.captures.get(name);
  const measure = async (
    scenario: Scenario,
    floor: () => Promise<FloorPlan | null> | FloorPlan | null,
    beside?: () => Promise<BackgroundWork>,
  ) => {
    if (!wanted(scenario.name)) return;
    const [http, background] = await Promise.all([runHttpLoad(server, scenario, load), beside?.()]);
    await pause();
    let record = recordOf(scenario.name, dataset, load, http);
    if (background) record = { ...record, background };
    try {
      const floorPlan = await floor();
      if (floorPlan) record = withFloor(record, await runSqlFloor(pool, floorPlan, load));
    } catch (error) {
      problems.push(`${scenario.name} floor: ${(error as Error).message}`);
    }
    printProgress(record);
    records.push(record);
    await pause();
  };
  try {
    console.log(`\nMeasuring (${load.connections} connections, ${load.durationS} s per run):`);
    await warmUp(server, plan.reads, load);
    for (const scenario of plan.reads) {
      if (isMutingScenario(scenario.name)) continue;
      await measure(scenario, () => {
        const requests = captured(scenario.name);
        return requests ? replayInTurn(requests) : null;
      });
    }
    records.push(...(await measureMutingRounds(server, plan.reads, dataset, load, wanted)));
    await measure(plan.like, async () => {
      const [like, unlike] = captured(plan.like.name) ?? [];
      const pairs = plan.fixtures.likePairs;
      if (!like || !unlike) return null;
      return likeToggleFloor(
        like,
        unlike,
        pairs[0] as MemberQuipPair,
        pairs,
        await likedPairs(db, plan),
      );
    });
    const guess = plan.guess;
    if (guess) {
      await measure(guess, () => {
        const [first] = captured(guess.name) ?? [];
        return first ? guessFloor(first, plan.fixtures.guesses) : null;
      });
    }
    await measure(plan.post, () => {
      const [post] = captured(plan.post.name) ?? [];
      return post ? replayAsCaptured(post) : null;
    });
    await measure(plan.comment, () => {
      const [comment] = captured(plan.comment.name) ?? [];
      const pairs = plan.fixtures.commentPairs;
      return comment ? commentFloor(comment, pairs[0] as MemberQuipPair, pairs) : null;
    });
    const mixedReads = plan.reads.filter((r) => !r.name.startsWith("health"));
    // The measuring server runs no scheduled work, so that no scenario but this one meets it.
    await measure(
      mixedScenario(mixedReads, [plan.like, plan.post, plan.comment]),
      () => null,
      () => runScheduledWork(url),
    );
  } finally {
    await pool.end();
    await server.stop();
  }
  return records;
}

/**
 * The muting pairs, in many one-second rounds taken in turns (scenarios.ts). Each side's
 * rounds are also read as one run, its latencies pooled: that is what the target compares,
 * the rounds one by one only showing the spread. Rounds go to the report, not the screen.
 */
async function measureMutingRounds(
  server: RunningServer,
  reads: ReadScenario[],
  dataset: string,
  load: LoadOptions,
  wanted: (scenario: string) => boolean,
): Promise<ScenarioRecord[]> {
  const count = mutingRoundCount(load.durationS);
  const roundLoad = { ...load, durationS: MUTING_ROUND_S };
  const rounds = mutingRounds(reads, count).filter((round) => wanted(round.scenario.name));
  if (rounds.length === 0) return [];
  console.log(`  muting pairs: ${count} rounds of ${MUTING_ROUND_S} s a side for each feed`);
  const records: ScenarioRecord[] = [];
  const sides = new Map<string, { runs: HttpResult[]; latencies: number[] }>();
  for (const { scenario, side } of rounds) {
    const pooled = sides.get(side) ?? { runs: [], latencies: [] };
    sides.set(side, pooled);
    const http = await runHttpLoad(server, scenario, roundLoad, pooled.latencies);
    pooled.runs.push(http);
    records.push(recordOf(scenario.name, dataset, roundLoad, http));
  }
  for (const [side, { runs, latencies }] of sides) {
    const seconds = runs.length * MUTING_ROUND_S;
    const pooledLoad = { ...load, durationS: seconds };
    const record = recordOf(side, dataset, pooledLoad, pooledResult(runs, latencies, seconds));
    printProgress(record);
    records.push(record);
  }
  return records;
}

export function capturedReads(plan: LargeDatasetPlan) {
  return plan.reads.map((scenario) => ({
    scenario: scenario.name,
    statements: (plan.captures.get(scenario.name) ?? []).flatMap((c) => c.statements),
  }));
}

/** Which like pairs hold a like now, so the floor's first toggle of each pair is the right one. */
async function likedPairs(db: pg.Client, plan: LargeDatasetPlan): Promise<Set<string>> {
  const pairs = plan.fixtures.likePairs;
  const rows = await db.query<{ quip_id: string; user_id: string }>(
    "select quip_id, user_id from likes where quip_id = any($1::uuid[]) and user_id = any($2::uuid[])",
    [pairs.map((p) => p.quipId), plan.sessions.map((s) => s.userId)],
  );
  const wanted = new Set(pairs.map(pairKey));
  return new Set(
    rows.rows
      .map((r) => pairKey({ quipId: r.quip_id, member: { userId: r.user_id } }))
      .filter((key) => wanted.has(key)),
  );
}

export function recordOf(
  name: string,
  dataset: string,
  load: LoadOptions,
  http: HttpResult,
): ScenarioRecord {
  return { name, dataset, connections: load.connections, durationS: load.durationS, http };
}

export function printProgress(record: ScenarioRecord): void {
  const h = record.http;
  const floor = record.floor
    ? `; floor ${record.floor.rps.toFixed(0)} rps, p99 ${record.floor.p99.toFixed(1)} ms`
    : "";
  const failures = h.errors + h.non2xx ? `, ${h.non2xx} non-2xx, ${h.errors} errors` : "";
  const background = record.background ? `; ${backgroundWorkText(record.background)}` : "";
  console.log(
    `  ${record.name.padEnd(32)} ${h.rps.toFixed(0)} rps, p99 ${h.p99.toFixed(1)} ms${failures}${floor}${background}`,
  );
}

/**
 * JIT and the database's cache warm up on the phase's reads first, as long as one scenario
 * runs (a fresh process is slower for its first seconds); this run is not reported.
 */
export async function warmUp(server: RunningServer, reads: ReadScenario[], load: LoadOptions) {
  await runHttpLoad(server, readMix(reads), load);
}

/** Warms the server on the scenarios, then measures each in turn on `dataset`, printed as it goes. */
export async function measureEach(
  server: RunningServer,
  scenarios: ReadScenario[],
  dataset: string,
  load: LoadOptions,
): Promise<ScenarioRecord[]> {
  await warmUp(server, scenarios, load);
  const records: ScenarioRecord[] = [];
  for (const scenario of scenarios) {
    const record = recordOf(
      scenario.name,
      dataset,
      load,
      await runHttpLoad(server, scenario, load),
    );
    printProgress(record);
    records.push(record);
    await pause();
  }
  return records;
}

export function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
}
