import { randomBytes } from "node:crypto";
import pg from "pg";
import { type CapturedRequest, captureAll, captureRequest } from "./capture-sql";
import { killChildrenOnExit } from "./child-processes";
import {
  datasetName,
  embeddedRowCounts,
  ensureEmbeddedDataset,
  ensurePostgresDataset,
  type RowCounts,
  rowCounts,
} from "./datasets";
import { distinctReadStatements, explainAll, printPlans } from "./explain-check";
import { type Fixtures, type MemberQuipPair, pickFixtures } from "./fixtures";
import { type HttpResult, type LoadOptions, runHttpLoad } from "./http-load";
import { loadAverage, machineFacts } from "./machine";
import { type BenchOptions, parseOptions } from "./options";
import {
  type BenchReport,
  printScaling,
  printScenarioTable,
  printTargets,
  writeJson,
} from "./report";
import { type ScalingRecord, type ScenarioRecord, withFloor } from "./results";
import {
  CAPTURED_VARIANTS,
  FEED_FILTERS,
  feedScenario,
  healthScenario,
  likeRequest,
  likeToggleScenario,
  mixedScenario,
  postCommentScenario,
  postQuipScenario,
  type ReadScenario,
  readMix,
  readScenarios,
  type Scenario,
  type SequenceScenario,
} from "./scenarios";
import { ensureBuilt, type RunningServer, startServer } from "./server-process";
import { benchUsernames, type MemberSession, signIn } from "./sessions";
import {
  commentFloor,
  type FloorPlan,
  likeToggleFloor,
  openFloorPool,
  pairKey,
  replayAsCaptured,
  replayInTurn,
  runSqlFloor,
} from "./sql-floor";
import { checkTargets } from "./targets";
import { endSessions, undoRunWrites } from "./undo-writes";

/** How the figures were taken, written beside them. */
const METHOD = [
  "HTTP: autocannon in this process over loopback, pipelining 1; each 2xx response's latency is kept to the fraction of a millisecond.",
  "Signed-in reads: members signed in through POST /api/auth/login; a read scenario is a fixed list of requests built once, one per session, that every connection walks in turn.",
  "Writes and the mixed run: every request is drawn from one sequence shared by all connections, so a like pair comes round again only after all the other pairs.",
  "SQL floor: the statements the server logged at LOG_LEVEL=trace for the scenario's first requests, replayed in turn through a pg.Pool of as many connections as HTTP uses (the server's own pool has 10), one pooled client per request.",
  "RSS: the server's VmRSS sampled every 250 ms, and VmHWM reset at each scenario's start.",
];

/** Held on the large dataset for the whole run (released when its connection closes). */
const RUN_LOCK = 0x9b3c_0001;

/** Lets connections close and the server settle between one measurement and the next. */
const PAUSE_MS = 500;

interface LargeDatasetPlan {
  sessions: MemberSession[];
  fixtures: Fixtures;
  reads: ReadScenario[];
  like: SequenceScenario;
  post: SequenceScenario;
  comment: SequenceScenario;
  captures: Map<string, CapturedRequest[]>;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  killChildrenOnExit();
  await ensureBuilt();
  const largeUrl = await ensurePostgresDataset(options.adminUrl, options.largeQuips);
  const smallUrl = await ensurePostgresDataset(options.adminUrl, options.smallQuips);
  const problems: string[] = [];
  const embeddedDir = await ensureEmbeddedDataset(options.embeddedQuips).catch((error: Error) => {
    problems.push(`embedded dataset: ${error.message}`);
    return null;
  });

  const db = new pg.Client({ connectionString: largeUrl });
  await db.connect();
  // Two runs on one dataset would toggle the same likes and undo each other's writes.
  const alone = await db.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [
    RUN_LOCK,
  ]);
  if (!alone.rows[0]?.ok) {
    await db.end();
    throw new Error(`another benchmark run is using ${datasetName(options.largeQuips)}`);
  }
  const large = datasetName(options.largeQuips);
  const small = datasetName(options.smallQuips);
  const datasets: BenchReport["datasets"] = {
    [large]: await rowCounts(db),
    [small]: await countsOf(smallUrl),
  };
  const report: BenchReport = {
    date: new Date().toISOString(),
    method: METHOD,
    options: {
      quick: options.quick,
      durationS: options.durationS,
      connections: options.connections,
    },
    machine: await machineFacts(db),
    datasets,
    scenarios: [],
    scaling: [],
    embedded: [],
    plans: null,
    targets: [],
    problems,
  };
  const load: LoadOptions = { connections: options.connections, durationS: options.durationS };
  const sessionSecret = randomBytes(32).toString("hex");
  const since = new Date();
  let plan: LargeDatasetPlan | null = null;
  try {
    plan = await captureOnLarge(largeUrl, db, options, sessionSecret, problems);
    report.scenarios = await measureOnLarge(
      largeUrl,
      large,
      db,
      plan,
      load,
      sessionSecret,
      problems,
    );
  } catch (error) {
    problems.push(`large dataset: ${(error as Error).stack ?? error}`);
  } finally {
    if (plan) {
      await undoRunWrites(db, {
        since,
        sessions: plan.sessions,
        likePairs: plan.fixtures.likePairs,
        commentPairs: plan.fixtures.commentPairs,
      }).catch((error: Error) => problems.push(`undoing the run's writes: ${error.message}`));
    }
  }

  report.scaling = await measureScaling(
    smallUrl,
    report.scenarios,
    options,
    load,
    sessionSecret,
  ).catch((error: Error) => {
    problems.push(`scaling: ${error.stack ?? error.message}`);
    return [];
  });
  if (plan) {
    report.plans = await explainAll(db, distinctReadStatements(capturedReads(plan))).catch(
      (error: Error) => {
        problems.push(`explain: ${error.message}`);
        return null;
      },
    );
  }
  await db.end();
  if (embeddedDir) {
    datasets[embeddedName(options)] = await embeddedRowCounts(embeddedDir).catch((error: Error) => {
      problems.push(`counting the embedded dataset: ${error.message}`);
      return null;
    });
    report.embedded = await measureEmbedded(embeddedDir, options, sessionSecret).catch(
      (error: Error) => {
        problems.push(`embedded: ${error.stack ?? error.message}`);
        return [];
      },
    );
  }

  report.machine.loadAverageAtEnd = loadAverage();
  report.targets = checkTargets(report.scenarios, report.scaling, options.connections);
  if (report.plans) printPlans(report.plans);
  printScenarioTable(`${large} on PostgreSQL`, report.scenarios);
  printScaling(report.scaling);
  printScenarioTable(
    `Embedded PGlite, ${datasetName(options.embeddedQuips)} (no SQL floor)`,
    report.embedded,
  );
  printTargets(report.targets);
  printMachine(report);
  for (const problem of problems) console.error(`\nPROBLEM: ${problem}`);
  console.log(`\nResults written to ${writeJson(report)}`);
  return (report.plans?.failures ?? 0) > 0 || problems.length > 0 || !report.plans ? 1 : 0;
}

/**
 * A server at LOG_LEVEL=trace answers each scenario's requests once, one at a time, and the
 * SQL each logged is kept for the floor and the query plans. The members sign in here; their
 * sessions live in the database, so the measuring server (same secret) accepts them too.
 */
async function captureOnLarge(
  url: string,
  db: pg.Client,
  options: BenchOptions,
  sessionSecret: string,
  problems: string[],
): Promise<LargeDatasetPlan> {
  const server = await startServer({
    label: "capture",
    database: { url },
    logLevel: "trace",
    sessionSecret,
  });
  try {
    const sessions = await signIn(server.origin, benchUsernames(options.members), sessionSecret);
    const fixtures = await pickFixtures(db, sessions);
    const runTag = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const reads = [...readScenarios(sessions, fixtures), healthScenario()];
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
      post,
      comment,
      captures,
    };
  } finally {
    await server.stop();
  }
}

async function measureOnLarge(
  url: string,
  dataset: string,
  db: pg.Client,
  plan: LargeDatasetPlan,
  load: LoadOptions,
  sessionSecret: string,
  problems: string[],
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
  ) => {
    const http = await runHttpLoad(server, scenario, load);
    await pause();
    let record = recordOf(scenario.name, dataset, load, http);
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
      await measure(scenario, () => {
        const requests = captured(scenario.name);
        return requests ? replayInTurn(requests) : null;
      });
    }
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
    await measure(mixedScenario(mixedReads, [plan.like, plan.post, plan.comment]), () => null);
  } finally {
    await pool.end();
    await server.stop();
  }
  return records;
}

function capturedReads(plan: LargeDatasetPlan) {
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

/** The same signed-in feeds on the small dataset, to see what a hundredfold more rows costs. */
async function measureScaling(
  url: string,
  largeRecords: ScenarioRecord[],
  options: BenchOptions,
  load: LoadOptions,
  sessionSecret: string,
): Promise<ScalingRecord[]> {
  const server = await startServer({
    label: "small",
    database: { url },
    logLevel: "warn",
    sessionSecret,
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const scaling: ScalingRecord[] = [];
  let sessions: MemberSession[] = [];
  try {
    sessions = await signIn(server.origin, benchUsernames(options.members), sessionSecret);
    console.log(`\nScaling on ${datasetName(options.smallQuips)}:`);
    const scenarios = (["top48", "hot"] as const).map((filter) =>
      feedScenario(filter, "member", 1, sessions),
    );
    await warmUp(server, scenarios, load);
    for (const scenario of scenarios) {
      const largeRecord = largeRecords.find((r) => r.name === scenario.name);
      const http = await runHttpLoad(server, scenario, load);
      printProgress(recordOf(scenario.name, datasetName(options.smallQuips), load, http));
      await pause();
      if (!largeRecord) continue;
      scaling.push({
        name: scenario.name,
        large: datasetName(options.largeQuips),
        small: datasetName(options.smallQuips),
        rpsRatio: largeRecord.http.rps / http.rps,
        p50Ratio: largeRecord.http.p50 / http.p50,
        p99Ratio: largeRecord.http.p99 / http.p99,
      });
    }
  } finally {
    await endSessions(db, sessions).catch(() => {});
    await db.end();
    await server.stop();
  }
  return scaling;
}

/** The feeds on the embedded database: absolute figures, with fewer connections. */
async function measureEmbedded(
  dataDir: string,
  options: BenchOptions,
  sessionSecret: string,
): Promise<ScenarioRecord[]> {
  const server = await startServer({
    label: "embedded",
    database: { dataDir },
    logLevel: "warn",
    sessionSecret,
  });
  const load: LoadOptions = {
    connections: options.embeddedConnections,
    durationS: options.durationS,
  };
  const records: ScenarioRecord[] = [];
  try {
    const sessions = await signIn(server.origin, benchUsernames(options.members), sessionSecret);
    console.log(`\nEmbedded PGlite (${load.connections} connections):`);
    const scenarios = FEED_FILTERS.flatMap((filter) =>
      (["visitor", "member"] as const).map((audience) =>
        feedScenario(filter, audience, 1, sessions),
      ),
    );
    await warmUp(server, scenarios, load);
    for (const scenario of scenarios) {
      const http = await runHttpLoad(server, scenario, load);
      const record = recordOf(scenario.name, embeddedName(options), load, http);
      printProgress(record);
      records.push(record);
      await pause();
    }
  } finally {
    await server.stop();
  }
  return records;
}

function embeddedName(options: BenchOptions): string {
  return `pglite_${datasetName(options.embeddedQuips)}`;
}

function recordOf(
  name: string,
  dataset: string,
  load: LoadOptions,
  http: HttpResult,
): ScenarioRecord {
  return { name, dataset, connections: load.connections, durationS: load.durationS, http };
}

async function countsOf(url: string): Promise<RowCounts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await rowCounts(client);
  } finally {
    await client.end();
  }
}

function printMachine(report: BenchReport): void {
  const m = report.machine;
  console.log(
    `\nMachine: ${m.cpuCount} × ${m.cpuModel}, ${m.totalMemoryMb} MB, ${m.os}, Node ${m.node}, PostgreSQL ${m.postgres}; load average ${m.loadAverageAtStart.join(" ")} at start, ${m.loadAverageAtEnd?.join(" ")} at end`,
  );
  for (const [name, counts] of Object.entries(report.datasets)) {
    const rows = counts
      ? Object.entries(counts).map(([table, n]) => `${table} ${n}`)
      : ["not counted"];
    console.log(`  ${name}: ${rows.join(", ")}`);
  }
}

function printProgress(record: ScenarioRecord): void {
  const h = record.http;
  const floor = record.floor
    ? `; floor ${record.floor.rps.toFixed(0)} rps, p99 ${record.floor.p99.toFixed(1)} ms`
    : "";
  const failures = h.errors + h.non2xx ? `, ${h.non2xx} non-2xx, ${h.errors} errors` : "";
  console.log(
    `  ${record.name.padEnd(32)} ${h.rps.toFixed(0)} rps, p99 ${h.p99.toFixed(1)} ms${failures}${floor}`,
  );
}

/**
 * JIT and the database's cache warm up on the phase's reads first, as long as one scenario
 * runs (a fresh process is slower for its first seconds); this run is not reported.
 */
async function warmUp(server: RunningServer, reads: ReadScenario[], load: LoadOptions) {
  await runHttpLoad(server, readMix(reads), load);
}

function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
