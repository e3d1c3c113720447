import { randomBytes } from "node:crypto";
import pg from "pg";
import { measureCachedFeeds } from "./cache-phase";
import { killChildrenOnExit } from "./child-processes";
import { measureCompression } from "./compression-phase";
import {
  datasetName,
  embeddedRowCounts,
  ensureEmbeddedDataset,
  ensurePostgresDataset,
  type RowCounts,
  rowCounts,
  withClient,
} from "./datasets";
import { distinctReadStatements, explainAll, printPlans } from "./explain-check";
import { type LoadOptions, runHttpLoad } from "./http-load";
import { measureIdle } from "./idle-phase";
import { measureInteractiveOnDataset, printInteractive } from "./interactive-phase";
import {
  capturedReads,
  captureOnLarge,
  type LargeDatasetPlan,
  measureEach,
  measureOnLarge,
  pause,
  printProgress,
  recordOf,
  warmUp,
} from "./large-phase";
import { measureLive } from "./live-phase";
import { loadAverage, type MachineFacts, machineFacts } from "./machine";
import { type BenchOptions, parseOptions } from "./options";
import { runPeerComparison } from "./peer/peer-run";
import { measurePushFanout } from "./push-fanout-phase";
import {
  type BenchReport,
  printCachedFeeds,
  printCompression,
  printIdle,
  printLive,
  printPushFanout,
  printRestart,
  printScaling,
  printScenarioTable,
  printTargets,
  writeJson,
} from "./report";
import { measureRestart } from "./restart-phase";
import type { ScalingRecord, ScenarioRecord } from "./results";
import { FEED_FILTERS, feedScenario, isMutingRound } from "./scenarios";
import { buildCurrentCode, startServer } from "./server-process";
import { benchMembers, type MemberSession, signIn } from "./sessions";
import { checkEmbeddedTargets, checkIdleTargets, checkTargets } from "./targets";
import { endSessions, undoRunWrites } from "./undo-writes";

/** How the figures were taken, written beside them. */
const METHOD = [
  "HTTP: autocannon in this process over loopback, pipelining 1; each 2xx response's latency is kept to the fraction of a millisecond.",
  "Signed-in reads: members signed in through POST /api/auth/login; a read scenario is a fixed list of requests built once, one per session, that every connection walks in turn.",
  "Writes and the mixed run: every request is drawn from one sequence shared by all connections, so a like pair comes round again only after all the other pairs.",
  "SQL floor: the statements the server logged at LOG_LEVEL=trace for the scenario's first requests, replayed in turn through a pg.Pool of as many connections as HTTP uses (the server's own pool has 10), one pooled client per request.",
  "RSS: the server's VmRSS sampled every 250 ms, and VmHWM reset at each scenario's start.",
  "Idle: the built server started with scheduled work on and sent nothing, its VmRSS sampled every 500 ms until 10 s of samples lie within 2 MB (90 s at most): on a fresh embedded database it fills with the demo itself, on an embedded database and a PostgreSQL one the demo was seeded into.",
  "Topic push fan-out: 10,000 push subscriptions on members of the large dataset, to a push service on loopback in the bench's process (VAPID checked on each message, one in 100 decrypted); queued with the server's own function from the bench's connection, sent by the server's sender once a like nudged it; /api/health and a member's hot feed read in a closed loop, two requests at a time each, for 10 s before the fan-out and throughout it.",
  "Take-over: Chromium (Playwright) loads the home feed, a quip and a profile on the small dataset, each load cold in a fresh context, CPU at full speed and slowed 4× through CDP, 5 loads each; from the first contentful paint to the app's `data-interactive` mark.",
];

/** Held on the large dataset for the whole run (released when its connection closes). */
const RUN_LOCK = 0x9b3c_0001;

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  killChildrenOnExit();
  if (options.peer) return runPeerComparison(options);
  await buildCurrentCode();
  if (options.only === "push-fanout") return pushFanoutAlone(options);
  if (options.only === "compression") return compressionAlone(options);
  const largeUrl = await ensurePostgresDataset(options.adminUrl, options.largeQuips);
  const smallUrl = await ensurePostgresDataset(options.adminUrl, options.smallQuips);
  const problems: string[] = [];
  const embeddedDir = await phase("embedded dataset", () =>
    ensureEmbeddedDataset(options.embeddedQuips),
  );

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
    cached: [],
    scaling: [],
    embedded: [],
    plans: null,
    live: null,
    pushFanout: null,
    restart: null,
    idle: [],
    interactive: [],
    targets: [],
    problems,
  };
  const load: LoadOptions = { connections: options.connections, durationS: options.durationS };
  const sessionSecret = randomBytes(32).toString("hex");
  report.restart = await phase("restart", () => measureRestart({ url: smallUrl }, sessionSecret));
  report.idle = await phase("idle", () => measureIdle(options.adminUrl, sessionSecret));
  // Before the load phases, on a machine no phase of this run is loading.
  report.interactive = await phase("take-over", () =>
    measureInteractiveOnDataset(smallUrl, sessionSecret),
  );
  const since = new Date();
  let plan: LargeDatasetPlan | null = null;
  try {
    plan = await phase("capture", () =>
      captureOnLarge(largeUrl, db, benchMembers(options.members), sessionSecret, problems),
    );
    const captured = plan;
    report.scenarios = await phase("large dataset", () =>
      measureOnLarge(largeUrl, large, db, captured, load, sessionSecret, problems),
    );
    report.cached = await phase("cached feeds", () =>
      measureCachedFeeds(largeUrl, large, captured, load, sessionSecret),
    );
    report.live = await phase("live stream", () =>
      measureLive(largeUrl, captured, load, sessionSecret),
    );
    report.pushFanout = await phase("push fan-out", () =>
      measurePushFanout(largeUrl, large, db, sessionSecret),
    );
  } finally {
    if (plan) {
      await undoRunWrites(db, {
        since,
        sessions: plan.sessions,
        likePairs: plan.fixtures.likePairs,
        commentPairs: plan.fixtures.commentPairs,
      });
    }
  }

  report.scaling = await phase("scaling", () =>
    measureScaling(smallUrl, report.scenarios, options, load, sessionSecret),
  );
  const captured = plan;
  report.plans = await phase("explain", () =>
    explainAll(db, distinctReadStatements(capturedReads(captured))),
  );
  await db.end();
  datasets[embeddedName(options)] = await phase("counting the embedded dataset", () =>
    embeddedRowCounts(embeddedDir),
  );
  report.embedded = await phase("embedded", () =>
    measureEmbedded(embeddedDir, options, sessionSecret),
  );

  report.machine.loadAverageAtEnd = loadAverage();
  report.targets = [
    ...checkTargets(report.scenarios, report.scaling, options.connections),
    ...checkIdleTargets(report.idle),
    ...checkEmbeddedTargets(report.embedded),
  ];
  if (report.plans) printPlans(report.plans);
  printScenarioTable(
    `${large} on PostgreSQL`,
    report.scenarios.filter((record) => !isMutingRound(record.name)),
  );
  printCachedFeeds(report.scenarios, report.cached);
  printScaling(report.scaling);
  printLive(report.live);
  printPushFanout(report.pushFanout);
  printRestart(report.restart);
  printIdle(report.idle);
  printInteractive(report.interactive);
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

/** `--only push-fanout`: the topic push's fan-out alone, on the large dataset. */
function pushFanoutAlone(options: BenchOptions): Promise<number> {
  return aloneOnLarge(options, async (url, name, db, machine) => {
    const pushFanout = await phase("push fan-out", () =>
      measurePushFanout(url, name, db, randomBytes(32).toString("hex")),
    );
    machine.loadAverageAtEnd = loadAverage();
    printPushFanout(pushFanout);
    const record = { date: new Date().toISOString(), machine, pushFanout };
    const file = writeJson(record, "push-fanout-");
    console.log(`\nResults written to ${file}`);
    return pushFanout.refused > 0 || pushFanout.leftFailed > 0 ? 1 : 0;
  });
}

/** `--only compression`: the feeds with and without compressed answers, on the large dataset. */
function compressionAlone(options: BenchOptions): Promise<number> {
  return aloneOnLarge(options, async (url, name, db, machine) => {
    const load: LoadOptions = { connections: options.connections, durationS: options.durationS };
    const compression = await phase("compression", () =>
      measureCompression(url, name, db, load, options.members, randomBytes(32).toString("hex")),
    );
    machine.loadAverageAtEnd = loadAverage();
    printCompression(compression);
    const record = { date: new Date().toISOString(), machine, compression };
    const file = writeJson(record, "compression-");
    console.log(`\nResults written to ${file}`);
    const failed = compression.feeds.some((f) => f.identity.failures + f.compressed.failures > 0);
    return failed ? 1 : 0;
  });
}

/** One phase alone on the large dataset, seeded if need be, holding the run's lock. */
async function aloneOnLarge(
  options: BenchOptions,
  work: (url: string, name: string, db: pg.Client, machine: MachineFacts) => Promise<number>,
): Promise<number> {
  const url = await ensurePostgresDataset(options.adminUrl, options.largeQuips);
  const name = datasetName(options.largeQuips);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const alone = await db.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [
      RUN_LOCK,
    ]);
    if (!alone.rows[0]?.ok) throw new Error(`another benchmark run is using ${name}`);
    return await work(url, name, db, await machineFacts(db));
  } finally {
    await db.end();
  }
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
    sessions = await signIn(server.origin, benchMembers(options.members), sessionSecret);
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
  try {
    const sessions = await signIn(server.origin, benchMembers(options.members), sessionSecret);
    console.log(`\nEmbedded PGlite (${load.connections} connections):`);
    const scenarios = FEED_FILTERS.flatMap((filter) =>
      (["visitor", "member"] as const).map((audience) =>
        feedScenario(filter, audience, 1, sessions),
      ),
    );
    return await measureEach(server, scenarios, embeddedName(options), load);
  } finally {
    await server.stop();
  }
}

function embeddedName(options: BenchOptions): string {
  return `pglite_${datasetName(options.embeddedQuips)}`;
}

function countsOf(url: string): Promise<RowCounts> {
  return withClient(url, rowCounts);
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

/**
 * Runs one phase of the bench. A phase that fails ends the run with its error, named: going on
 * would print tables whose empty rows read as misses with no reason given.
 */
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(`the ${name} phase failed: ${(error as Error).message}`, { cause: error });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
