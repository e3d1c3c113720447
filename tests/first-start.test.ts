import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./support/free-port";

/**
 * `npm start` as a newcomer runs it: the real server process on a fresh embedded database,
 * started again on it, and started in production on it. The database under test is the
 * process's own, so this runs once, with the embedded project.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const START_MS = 180_000;
const dataDirs: string[] = [];
const running = new Set<ChildProcess>();

interface Run {
  port: number;
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "quip-first-start-"));
  dataDirs.push(dir);
  return dir;
}

async function start(dataDir: string, nodeEnv: "development" | "production"): Promise<Run> {
  const port = await freePort();
  // Only what a newcomer's shell would have: no HOST, no DATABASE_URL, no test settings.
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: nodeEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
      JOBS: "off",
      LOG_LEVEL: "info",
      SHUTDOWN_DRAIN_MS: "0",
    },
  });
  running.add(child);
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { port, child, stdout: () => out, stderr: () => err, exited };
}

/** Until the process says it is ready and where it listens (true), or exits first (false). */
async function ready(run: Run): Promise<boolean> {
  const exit = run.exited.then(() => false);
  const readyLine = new Promise<boolean>((resolve) => {
    const check = () => {
      const out = run.stdout();
      if (out.includes("Quip is ready at") && out.includes("Server listening at")) resolve(true);
    };
    run.child.stdout?.on("data", check);
    check();
  });
  return Promise.race([readyLine, exit]);
}

async function stop(run: Run): Promise<void> {
  run.child.kill("SIGTERM");
  await run.exited;
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** This machine's addresses other than loopback, where a server on every interface answers. */
function outsideAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => !address.internal && address.family === "IPv4")
    .map((address) => address.address);
}

const signIn = (port: number, username: string, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  }).then((answer) => answer.status);

afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(!onPostgres)("a newcomer's npm start", () => {
  const dataDir = freshDataDir();
  let printed: { member: string; admin: string } | undefined;

  it(
    "listens on loopback only, adds the demo and prints its drawn passwords, which sign in",
    async () => {
      const run = await start(dataDir, "development");
      try {
        expect(await ready(run), run.stderr()).toBe(true);
        const listening = [...run.stdout().matchAll(/Server listening at (http:\/\/[^"\s]+)/g)];
        expect(listening.map((line) => new URL(line[1] ?? "").hostname)).toEqual(["127.0.0.1"]);
        for (const address of outsideAddresses()) {
          expect(await connects(address, run.port), address).toBe(false);
        }

        const member = run.stdout().match(/a member:\s+demo\s+(\S+)/)?.[1];
        const admin = run.stdout().match(/an administrator:\s+quipadmin\s+(\S+)/)?.[1];
        expect(member).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
        expect(admin).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
        printed = { member: member ?? "", admin: admin ?? "" };
        expect(await signIn(run.port, "demo", printed.member)).toBe(200);
        expect(await signIn(run.port, "quipadmin", printed.admin)).toBe(200);
      } finally {
        await stop(run);
      }
    },
    START_MS,
  );

  it(
    "prints no password on the next start",
    async () => {
      if (!printed) throw new Error("the first start printed no passwords");
      const run = await start(dataDir, "development");
      try {
        expect(await ready(run), run.stderr()).toBe(true);
        expect(run.stdout()).not.toContain(printed.member);
        expect(run.stdout()).not.toContain(printed.admin);
        expect(run.stdout()).not.toContain("The demo community is ready");
        expect(await signIn(run.port, "quipadmin", printed.admin)).toBe(200);
      } finally {
        await stop(run);
      }
    },
    START_MS,
  );

  it(
    "refuses a production start while the administrator has the demo password, saying how to change it",
    async () => {
      const run = await start(dataDir, "production");
      try {
        expect(await ready(run), "it started").toBe(false);
      } finally {
        await stop(run);
      }
      expect(await run.exited).toBe(1);
      expect(run.stderr()).toContain("quipadmin");
      expect(run.stderr()).toContain("npm run admin -- password quipadmin");
    },
    START_MS,
  );

  it(
    "adds no demo on a production start",
    async () => {
      const run = await start(freshDataDir(), "production");
      try {
        expect(await ready(run), run.stderr()).toBe(true);
        expect(run.stdout()).not.toContain("The demo community is ready");
        const feed = await fetch(`http://127.0.0.1:${run.port}/api/quips?filter=new`);
        expect(await feed.json()).toEqual([]);
        expect(await signIn(run.port, "quipadmin", "quipadmin1")).toBe(401);
      } finally {
        await stop(run);
      }
    },
    START_MS,
  );

  it("has a README that says where the demo passwords appear, and holds none", () => {
    const readme = readFileSync("README.md", "utf8");
    expect(readme).not.toMatch(/quipdemo1|quipadmin1/);
    expect(readme).not.toMatch(/[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}/);
    expect(readme).toContain("npm run admin -- password");
  });
});
