import { randomBytes } from "node:crypto";
import pg from "pg";
import { rowCounts, withClient } from "../datasets";
import { captureOnLarge, measureOnLarge } from "../large-phase";
import { loadAverage, machineFacts } from "../machine";
import { settleLoad } from "../neighbours";
import type { BenchOptions } from "../options";
import { printTargets, writeJson } from "../report";
import { BUSIEST_COMMENTS_NAME } from "../scenarios";
import { buildCurrentCode, type RunningServer, startServer } from "../server-process";
import { compare, feedsOverHealth } from "./comparison";
import { preparePeerCopy } from "./peer-copy";
import { type PeerDatasets, preparePeerDatasets } from "./peer-datasets";
import { type PeerRunReport, renderPeerSection, writePeerSection } from "./peer-report";
import { SCRIPT_MEMBERS } from "./peer-script";
import { startPeerServer } from "./peer-server";
import { checkPeerTargets } from "./peer-targets";
import { type QuipOnlyRound, quipOnlyFigures } from "./quip-only";
import { ROUNDS, runRounds, type Turn } from "./rounds";
import { spreadQuipIds } from "./spread-likes";

/** Held on the administration database for the whole run: it drops and makes databases. */
const PEER_RUN_LOCK = 0x9b3c_0002;

/** What the peer cannot answer: measured on Quip alone, beside its SQL floor. */
export function isQuipOnly(scenario: string): boolean {
  return (
    scenario === BUSIEST_COMMENTS_NAME ||
    scenario.startsWith("search ") ||
    scenario.startsWith("mixed")
  );
}

/**
 * `npm run bench -- --peer`: the peer's data generated afresh, the same rows in Quip's
 * database, both servers started on the same PostgreSQL, the peer's own bench.mjs, the spread
 * likes and the quip page against each in ROUNDS interleaved rounds, then Quip's own scenarios
 * that the peer has no counterpart for, in as many rounds beside their SQL floor. The ratio
 * table goes into docs/benchmarks.md.
 */
export async function runPeerComparison(options: BenchOptions): Promise<number> {
  await buildCurrentCode();
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  try {
    const alone = await admin.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [
      PEER_RUN_LOCK,
    ]);
    if (!alone.rows[0]?.ok) throw new Error("another benchmark run beside the peer is going on");
    const peerDir = await preparePeerCopy();
    const datasets = await preparePeerDatasets(options.adminUrl, options.largeQuips, peerDir);
    const db = new pg.Client({ connectionString: datasets.quip.url });
    await db.connect();
    try {
      return await measureBoth(options, peerDir, datasets, db);
    } finally {
      await db.end();
    }
  } finally {
    await admin.end();
  }
}

async function measureBoth(
  options: BenchOptions,
  peerDir: string,
  datasets: PeerDatasets,
  db: pg.Client,
): Promise<number> {
  const load = { connections: options.connections, durationS: options.durationS };
  const problems: string[] = [];
  const report: PeerRunReport = {
    date: new Date().toISOString(),
    options: { quips: options.largeQuips, ...load },
    machine: await machineFacts(db),
    datasets: {
      peer: datasets.peer.name,
      quip: datasets.quip.name,
      generated: datasets.generated,
    },
    quipRows: await rowCounts(db),
    turns: [],
    compared: [],
    quipOnly: [],
    threadAnswerBytes: null,
    quipPeakRssMb: 0,
    targets: [],
    problems,
  };
  const sessionSecret = randomBytes(32).toString("hex");
  // A phase that fails ends the run with its error: measuring on would print tables whose
  // empty rows read as misses with no reason given.
  await measureRounds(options, peerDir, datasets, db, sessionSecret, report.turns);
  const members = {
    usernames: SCRIPT_MEMBERS.usernames.slice(0, options.members),
    password: SCRIPT_MEMBERS.password,
  };
  const plan = await captureOnLarge(
    datasets.quip.url,
    db,
    members,
    sessionSecret,
    problems,
    isQuipOnly,
  );
  const thread = plan.captures.get(BUSIEST_COMMENTS_NAME)?.[0];
  report.threadAnswerBytes = thread ? Buffer.byteLength(thread.body) : null;
  const quipOnlyRounds: QuipOnlyRound[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`\nQuip alone, round ${round} of ${ROUNDS}`);
    const settled = await settleLoad();
    const records = await measureOnLarge(
      datasets.quip.url,
      datasets.quip.name,
      db,
      plan,
      load,
      sessionSecret,
      problems,
      isQuipOnly,
    );
    quipOnlyRounds.push({ load: settled, records });
  }
  report.quipOnly = quipOnlyFigures(quipOnlyRounds);

  report.machine.loadAverageAtEnd = loadAverage();
  report.compared = compare(report.turns);
  report.quipPeakRssMb = Math.max(
    0,
    ...report.turns.filter((t) => t.side === "quip").map((t) => t.peakRssMb),
    ...quipOnlyRounds.flatMap((round) => round.records.map((r) => r.http.peakRssMb)),
  );
  report.targets = checkPeerTargets({
    compared: report.compared,
    feedShares: feedsOverHealth(report.turns),
    quipOnly: report.quipOnly,
    threadAnswerBytes: report.threadAnswerBytes,
    quipPeakRssMb: report.quipPeakRssMb,
    durationS: options.durationS,
  });
  console.log(`\n${renderPeerSection(report)}`);
  printTargets(report.targets);
  for (const problem of problems) console.error(`\nPROBLEM: ${problem}`);
  console.log(`\nResults written to ${writeJson(report, "peer-")} and ${writePeerSection(report)}`);
  return problems.length > 0 ? 1 : 0;
}

async function measureRounds(
  options: BenchOptions,
  peerDir: string,
  datasets: PeerDatasets,
  db: pg.Client,
  sessionSecret: string,
  turns: Turn[],
): Promise<void> {
  const servers: RunningServer[] = [];
  try {
    const quip = await startServer({
      label: "quip",
      database: { url: datasets.quip.url },
      logLevel: "warn",
      sessionSecret,
    });
    servers.push(quip);
    const peer = await startPeerServer(peerDir, datasets.peer.url, sessionSecret);
    servers.push(peer);
    const setup = {
      peerDir,
      servers: { quip, peer },
      spreadQuipIds: {
        quip: await spreadQuipIds(db),
        peer: await withClient(datasets.peer.url, spreadQuipIds),
      },
      load: { connections: options.connections, durationS: options.durationS },
    };
    await runRounds(setup, turns);
  } finally {
    for (const server of servers) await server.stop();
  }
}
