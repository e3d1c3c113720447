import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { serverNodeOptions } from "../scripts/lib/server-node-options.mjs";
import { killGroup, runToEnd, spawnTracked } from "./child-processes";

export const ROOT = path.resolve(import.meta.dirname, "..");
/** QUIP_DIST_DIR is the build's own switch for keeping two builds side by side. */
const ENTRY = path.resolve(ROOT, process.env.QUIP_DIST_DIR ?? "dist", "server/main.js");
/** Migrations run at start; on a million quips a new index can take minutes to build. */
const START_TIMEOUT_MS = 15 * 60_000;
const STOP_TIMEOUT_MS = 15_000;
const KEPT_LOG_LINES = 40;

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

export interface ServerOptions {
  label: string;
  /** DATABASE_URL for PostgreSQL, or DATA_DIR for the embedded database. */
  database: { url: string } | { dataDir: string };
  logLevel: "warn" | "trace";
  sessionSecret: string;
  /**
   * SHARED_CACHE_SECONDS: off unless asked for, so each scenario measures the database's work
   * and the cached feeds are measured beside them on a server of their own (cache-phase.ts).
   */
  sharedCacheSeconds?: number;
  /** Set last, over everything above: a phase that measures a start unlike the others'. */
  env?: NodeJS.ProcessEnv;
}

export interface RunningServer {
  label: string;
  origin: string;
  pid: number;
  /** Every SQL statement logged so far (LOG_LEVEL=trace only), in the order it was sent. */
  sqlLog: readonly SqlStatement[];
  stop(): Promise<void>;
}

/**
 * Makes sure the build is of the code as it stands before every run: a build left from an
 * earlier checkout would be measured in the current code's name. The build's stamp is a hash
 * of its sources, so a build it skips is one of exactly this code.
 */
export async function buildCurrentCode(): Promise<void> {
  await runToEnd(process.execPath, ["scripts/build.mjs", "--if-changed"], {
    cwd: ROOT,
    env: process.env,
    timeoutMs: 10 * 60_000,
  });
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    JOBS: "off",
    RATE_LIMIT_SCALE: "0",
    // No balancer to leave: a stopped server goes at once.
    SHUTDOWN_DRAIN_MS: "0",
    SHARED_CACHE_SECONDS: String(options.sharedCacheSeconds ?? 0),
    LOG_LEVEL: options.logLevel,
    SESSION_SECRET: options.sessionSecret,
    ...("url" in options.database
      ? { DATABASE_URL: options.database.url }
      : { DATA_DIR: options.database.dataDir }),
    ...options.env,
  };
  const sqlLog: SqlStatement[] = [];
  const server = await launch({
    label: options.label,
    command: [...serverNodeOptions(env), ENTRY],
    cwd: ROOT,
    env,
    port,
    readyLine: "Quip is ready at",
    readyPath: "/api/health",
    onLine: (line) => {
      if (!line.startsWith("{")) return true;
      const entry = parseLogLine(line);
      if (entry?.msg === "sql" && typeof entry.sql === "string") {
        sqlLog.push({ sql: entry.sql, params: Array.isArray(entry.params) ? entry.params : [] });
        return false;
      }
      // Fastify's per-request lines at trace level say nothing the benchmark needs.
      return !(entry && typeof entry.level === "number" && entry.level < 40);
    },
  });
  return { ...server, sqlLog };
}

export interface LaunchOptions {
  label: string;
  /** Node's arguments: its options, then the entry script. */
  command: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /** The server prints this once it listens. */
  readyLine: string;
  /** A GET that answers 2xx once the server can serve. */
  readyPath: string;
  /** Sees each line of standard output; false keeps it out of the lines shown on a failure. */
  onLine?: (line: string) => boolean;
}

/** Starts a Node server in its own process group and waits until it answers. */
export async function launch(options: LaunchOptions): Promise<RunningServer> {
  const child = spawnTracked(process.execPath, options.command, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const recentLines: string[] = [];
  const keep = (line: string) => {
    recentLines.push(line);
    if (recentLines.length > KEPT_LOG_LINES) recentLines.shift();
  };
  let ready = false;
  readLines(child, "stdout", (line) => {
    if (options.onLine && !options.onLine(line)) return;
    if (line.includes(options.readyLine)) ready = true;
    keep(line);
  });
  readLines(child, "stderr", keep);

  const origin = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(child, `${origin}${options.readyPath}`, () => ready);
  } catch (error) {
    killGroup(child, "SIGKILL");
    throw new Error(
      `${options.label} server did not start: ${(error as Error).message}\n${recentLines.join("\n")}`,
    );
  }
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping) {
      console.error(
        `${options.label} server ended unexpectedly (${signal ?? `code ${code}`}):\n${recentLines.join("\n")}`,
      );
    }
  });
  return {
    label: options.label,
    origin,
    pid: child.pid as number,
    sqlLog: [],
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      killGroup(child, "SIGTERM");
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

function parseLogLine(line: string): Record<string, unknown> | null {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function readLines(
  child: ChildProcess,
  stream: "stdout" | "stderr",
  onLine: (line: string) => void,
) {
  let pending = "";
  child[stream]?.setEncoding("utf8");
  child[stream]?.on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (line) onLine(line);
  });
}

async function waitUntilReady(child: ChildProcess, readyUrl: string, announced: () => boolean) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`it ended with ${child.signalCode ?? `code ${child.exitCode}`}`);
    }
    if (announced()) {
      const response = await fetch(readyUrl).catch(() => null);
      if (response?.ok) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready after ${START_TIMEOUT_MS / 1000} s`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}
