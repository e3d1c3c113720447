import { type ChildProcess, execFile, spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openEmbedded } from "#server/db/database.ts";
import { migrationsFolder } from "#server/db/migrate.ts";
import { startWriteLoad } from "../scripts/lib/member-write-load.mjs";
import {
  APPLIED_MIGRATIONS_SQL,
  COUNT_MISMATCHES_SQL,
  expectedMigrations,
} from "../scripts/lib/restored-copy-checks.mjs";
import { freePort } from "./support/free-port";
import { scaled } from "./support/time-budget";

/**
 * `npm run backup` against a real server on the embedded database while members write to it,
 * then `npm run restore` of that backup into a new data directory, and a server started on it.
 * The database under test is the server's own, so this runs with the embedded project only.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const root = mkdtempSync(path.join(tmpdir(), "quip-online-backup-"));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

/** Only what an operator's shell would have, with the project's Node first on the PATH. */
function operatorEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
  };
}

interface Server {
  base: string;
  pid: number;
  stop(): Promise<number | null>;
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...operatorEnv(dataDir),
      NODE_ENV: "production",
      PORT: String(port),
      JOBS: "off",
      LOG_LEVEL: "warn",
      RATE_LIMIT_SCALE: "0",
      SHUTDOWN_DRAIN_MS: "0",
    },
  });
  running.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + scaled(60_000);
  for (;;) {
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) break;
    expect(child.exitCode, `the server exited: ${stderr}`).toBeNull();
    expect(Date.now(), `no health within the time budget: ${stderr}`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    pid: child.pid ?? 0,
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/** An npm command as the operator types it; answers its exit code and what it printed. */
function npm(dataDir: string, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      "npm",
      ["run", "-s", ...args],
      { env: operatorEnv(dataDir) },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A data directory holding a migrated, empty database, as a first start leaves it. */
async function migratedDataDir(name: string): Promise<string> {
  const dataDir = path.join(root, name);
  mkdirSync(dataDir);
  const template = new Blob([readFileSync(inject("embeddedTemplate"))], {
    type: "application/gzip",
  });
  const database = await openEmbedded({ dir: path.join(dataDir, "pglite"), loadDataDir: template });
  await database.close();
  return dataDir;
}

describe.runIf(!onPostgres)("a backup of the running embedded server", () => {
  it("is taken under write load without stopping it, and restores into a server that passes its checks", {
    timeout: scaled(180_000),
  }, async () => {
    const dataDir = await migratedDataDir("data");
    const server = await startServer(dataDir);
    const socket = path.join(dataDir, "backup.sock");
    expect(statSync(socket).mode & 0o777).toBe(0o600);

    const load = await startWriteLoad(server.base, { members: 3 });
    const loaded = Date.now() + scaled(30_000);
    while (load.acknowledged().length < 10) {
      expect(Date.now(), "the load wrote too little").toBeLessThan(loaded);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const postedBefore = load.acknowledged();
    const folder = path.join(root, "backup");
    // A restore asked for meanwhile, of an empty database's backup, is refused: the server has
    // the database open.
    const emptyBackup = path.join(root, "empty");
    mkdirSync(emptyBackup);
    copyFileSync(inject("embeddedTemplate"), path.join(emptyBackup, "database.tar.gz"));
    const [backup, refused] = await Promise.all([
      npm(dataDir, "backup", "--", folder),
      npm(dataDir, "restore", "--", emptyBackup),
    ]);
    const postedDuring = load.acknowledged().length - postedBefore.length;
    const report = await load.stop();

    expect(backup.stderr).toBe("");
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.stdout.trim()).toBe(
      `Backed up the embedded database and uploaded files to ${folder}, taken by the running server (pid ${server.pid}) without stopping it.`,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `is in use by Quip process ${server.pid} (a running server, or another command). A restore replaces the database under it: stop the server first`,
    );
    // The members went on writing while it was taken, and every request was answered as usual.
    expect(postedDuring).toBeGreaterThan(0);
    expect(report.unexpected).toEqual({});

    expect(await server.stop()).toBe(0);
    expect(existsSync(socket)).toBe(false);

    const restoredDir = path.join(root, "restored");
    const restore = await npm(restoredDir, "restore", "--", folder);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    const restored = await openEmbedded({ dir: path.join(restoredDir, "pglite") });
    try {
      const journal = readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8");
      const applied = await restored.client.query<{ applied: number }>(APPLIED_MIGRATIONS_SQL);
      expect(applied.rows[0]?.applied).toBe(expectedMigrations(journal));
      expect((await restored.client.query(COUNT_MISMATCHES_SQL)).rows).toEqual([]);
      const quips = await restored.client.query<{ id: string }>(
        "select id::text as id from quips where id = any($1::uuid[])",
        [postedBefore],
      );
      expect(quips.rows.map((row) => row.id).sort()).toEqual([...postedBefore].sort());
    } finally {
      await restored.close();
    }

    const again = await startServer(restoredDir);
    try {
      expect(await (await fetch(`${again.base}/api/health`)).json()).toEqual({
        ok: true,
        db: "embedded",
      });
      const quip = await fetch(`${again.base}/api/quips/${postedBefore[0]}`);
      expect(quip.status).toBe(200);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  });
});
