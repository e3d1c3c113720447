import path from "node:path";
import { planBench } from "#server/seeds/bench/plan.ts";
import { runToEnd } from "../child-processes";
import { databaseUrl, sizeName, withClient } from "../datasets";
import { ROOT } from "../server-process";

/** The peer generator's own proportion: 200,000 bookmarks per million quips. */
const BOOKMARKS_PER_QUIP = 0.2;
/** Where the original tables wait in Quip's database while the seed imports them. */
const IMPORT_SCHEMA = "original";
const ORIGINAL_TABLES = ["users", "quips", "likes", "bookmarks", "comments", "follows"];
const STEP_TIMEOUT_MS = 60 * 60_000;

export interface PeerDatasets {
  peer: { name: string; url: string };
  quip: { name: string; url: string };
  /** The generator's parameters (psql -v NAME=VALUE). */
  generated: Record<"U" | "Q" | "L" | "C" | "F" | "B", number>;
}

/**
 * The peer's database, generated afresh by the peer's own script at the size of Quip's
 * dataset of as many quips (its times are relative to the moment of generation), and Quip's,
 * holding the very same rows: a file-level copy of the peer's database whose original tables
 * Quip's seed imports and then drops. Both are dropped and made again on every run.
 */
export async function preparePeerDatasets(
  adminUrl: string,
  quips: number,
  peerDir: string,
): Promise<PeerDatasets> {
  const size = sizeName(quips);
  const peer = { name: `peer_bench_${size}`, url: databaseUrl(adminUrl, `peer_bench_${size}`) };
  const quip = {
    name: `quip_bench_peer_${size}`,
    url: databaseUrl(adminUrl, `quip_bench_peer_${size}`),
  };
  const plan = planBench(quips);
  const generated = {
    U: plan.members,
    Q: quips,
    L: plan.targets.likes,
    C: plan.targets.comments,
    F: plan.targets.follows,
    B: Math.round(quips * BOOKMARKS_PER_QUIP),
  };
  await runStatements(adminUrl, [
    `drop database if exists ${quip.name} with (force)`,
    `drop database if exists ${peer.name} with (force)`,
    `create database ${peer.name}`,
  ]);
  const started = Date.now();
  const variables = Object.entries(generated).flatMap(([name, value]) => [
    "-v",
    `${name}=${value}`,
  ]);
  await runToEnd(
    "psql",
    [peer.url, "-X", ...variables, "-f", path.join(peerDir, "sql", "generate.sql")],
    { cwd: peerDir, env: process.env, timeoutMs: STEP_TIMEOUT_MS },
  );
  console.log(`Generated ${peer.name} in ${secondsSince(started)} s.`);

  await runStatements(adminUrl, [`create database ${quip.name} template ${peer.name}`]);
  await runStatements(quip.url, [
    `create schema ${IMPORT_SCHEMA}`,
    ...ORIGINAL_TABLES.map((table) => `alter table ${table} set schema ${IMPORT_SCHEMA}`),
    "drop table sessions",
  ]);
  const importing = Date.now();
  await runToEnd(
    "npm",
    ["run", "--silent", "seed", "--", "bench", "--from-schema", IMPORT_SCHEMA],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: quip.url, LOG_LEVEL: "warn" },
      timeoutMs: STEP_TIMEOUT_MS,
    },
  );
  await runStatements(quip.url, [`drop schema ${IMPORT_SCHEMA} cascade`]);
  console.log(`Imported the same rows into ${quip.name} in ${secondsSince(importing)} s.`);
  return { peer, quip, generated };
}

function runStatements(url: string, statements: string[]): Promise<void> {
  return withClient(url, async (client) => {
    for (const statement of statements) await client.query(statement);
  });
}

function secondsSince(started: number): string {
  return ((Date.now() - started) / 1000).toFixed(0);
}
