import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const outDirs: string[] = [];

/** The server bundle scripts/build-server.mjs makes, as `npm start` or the browser tests build it. */
function bundle(testBuild: boolean): string {
  const dist = mkdtempSync(path.join(tmpdir(), "quip-build-"));
  outDirs.push(dist);
  const { QUIP_TEST_BUILD: _, ...env } = process.env;
  execFileSync(process.execPath, ["scripts/build-server.mjs"], {
    cwd: repoRoot,
    env: { ...env, QUIP_DIST_DIR: dist, ...(testBuild ? { QUIP_TEST_BUILD: "1" } : {}) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return readFileSync(path.join(dist, "server", "main.js"), "utf8");
}

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe("QUIP_TEST_CLOCK", () => {
  it("is not even read by a production build", () => {
    expect(bundle(false)).not.toContain("QUIP_TEST_CLOCK");
  });

  it("is read by the browser tests' build", () => {
    expect(bundle(true)).toContain("env.QUIP_TEST_CLOCK");
  });

  it("leaves the clock alone when the sources run unbundled", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "quip-config-"));
    outDirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: "a".repeat(32),
      QUIP_TEST_CLOCK: "2026-11-22T15:00:00Z",
    });
    expect(config.testClock).toBeUndefined();
  });
});

describe("S3_* settings", () => {
  const base = { DATA_DIR: "/nonexistent-config-test", SESSION_SECRET: "a".repeat(32) };
  const bucket = {
    S3_BUCKET: "quip-media",
    S3_REGION: "eu-central-1",
    S3_ACCESS_KEY_ID: "id",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("leave uploaded files on the local disk when none is set", () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it("choose the bucket, on AWS itself unless an endpoint is given", () => {
    expect(loadConfig({ ...base, ...bucket }).s3).toEqual({
      bucket: "quip-media",
      endpoint: undefined,
      region: "eu-central-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    const minio = { ...bucket, S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" };
    expect(loadConfig({ ...base, ...minio }).s3).toMatchObject({
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
    });
  });

  it("refuse to start with half a bucket, naming what is missing", () => {
    expect(() => loadConfig({ ...base, ...bucket, S3_SECRET_ACCESS_KEY: "" })).toThrow(
      "S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set",
    );
    expect(() => loadConfig({ ...base, ...bucket, S3_BUCKET: undefined })).toThrow(
      "S3_BUCKET: required when S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set",
    );
    expect(() => loadConfig({ ...base, ...bucket, S3_ENDPOINT: "minio:9000" })).toThrow(
      "S3_ENDPOINT: must be an http(s) URL",
    );
    expect(() => loadConfig({ ...base, ...bucket, S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      "S3_FORCE_PATH_STYLE",
    );
  });
});

describe("HOST", () => {
  const base = { DATA_DIR: "/nonexistent-config-dir", SESSION_SECRET: "a".repeat(32) };

  it("is loopback unless set: a first start is not open to the network", () => {
    expect(loadConfig(base).host).toBe("127.0.0.1");
    expect(loadConfig({ ...base, NODE_ENV: "production" }).host).toBe("127.0.0.1");
  });

  it("is what the operator sets, every interface included", () => {
    expect(loadConfig({ ...base, HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ ...base, HOST: "::" }).host).toBe("::");
  });
});

describe("SHUTDOWN_DRAIN_MS", () => {
  const base = { DATA_DIR: "/nonexistent-config-dir", SESSION_SECRET: "a".repeat(32) };

  it("gives a production process time for two failed health checks, and others none", () => {
    expect(loadConfig({ ...base, NODE_ENV: "production" }).shutdownDrainMs).toBe(5_000);
    expect(loadConfig(base).shutdownDrainMs).toBe(0);
  });

  it("is set by the operator, 0 included", () => {
    const config = loadConfig({ ...base, NODE_ENV: "production", SHUTDOWN_DRAIN_MS: "0" });
    expect(config.shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: "2500" }).shutdownGraceMs).toBe(2_500);
  });
});

describe("DATABASE_READ_URL", () => {
  const base = { DATA_DIR: "/nonexistent-config-dir", SESSION_SECRET: "a".repeat(32) };

  it("lists each replica of a comma-separated value", () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: "postgres://primary/quip",
      DATABASE_READ_URL: "postgres://replica-a/quip, postgres://replica-b/quip,",
    });
    expect(config.databaseReadUrls).toEqual([
      "postgres://replica-a/quip",
      "postgres://replica-b/quip",
    ]);
    expect(config.databaseReadMaxLagMs).toBe(5000);
  });

  it("refuses to start without DATABASE_URL: the embedded database has no replicas", () => {
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: "postgres://replica/quip" })).toThrow(
      /DATABASE_READ_URL: read replicas need DATABASE_URL/,
    );
  });
});

describe("EMBEDDED_SHARED_BUFFERS_MB", () => {
  const base = { DATA_DIR: "/nonexistent-config-dir", SESSION_SECRET: "a".repeat(32) };

  it("keeps the embedded database's page cache small unless asked for more", () => {
    expect(loadConfig(base).embeddedSharedBuffersMb).toBe(16);
    expect(loadConfig({ ...base, EMBEDDED_SHARED_BUFFERS_MB: "128" }).embeddedSharedBuffersMb).toBe(
      128,
    );
  });

  it("refuses a size that is not a whole number of megabytes", () => {
    for (const value of ["0", "1.5", "lots"]) {
      expect(() => loadConfig({ ...base, EMBEDDED_SHARED_BUFFERS_MB: value })).toThrow(
        /EMBEDDED_SHARED_BUFFERS_MB/,
      );
    }
  });
});

describe("BACKUP_SCHEDULE and BACKUP_KEEP", () => {
  const base = { DATA_DIR: "/nonexistent-config-dir", SESSION_SECRET: "a".repeat(32) };

  it("take no scheduled backups unless set, and keep seven when set", () => {
    expect(loadConfig(base)).toMatchObject({ backupSchedule: undefined, backupKeep: 7 });
    expect(
      loadConfig({ ...base, BACKUP_SCHEDULE: " 0 3 * * * ", BACKUP_KEEP: "14" }),
    ).toMatchObject({ backupSchedule: "0 3 * * *", backupKeep: 14 });
  });

  it("refuse to start on a schedule that is not a cron expression, saying what one looks like", () => {
    expect(() => loadConfig({ ...base, BACKUP_SCHEDULE: "every night" })).toThrow(
      /BACKUP_SCHEDULE: not a cron expression \("every night": .*\); e\.g\. "0 3 \* \* \*"/,
    );
    expect(() => loadConfig({ ...base, BACKUP_SCHEDULE: "61 3 * * *" })).toThrow(/minute/);
    expect(() => loadConfig({ ...base, BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
  });

  it("refuse to start with PostgreSQL, pointing at pg_dump", () => {
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: "postgres://db/quip", BACKUP_SCHEDULE: "0 3 * * *" }),
    ).toThrow(
      /BACKUP_SCHEDULE: .*with DATABASE_URL, back up PostgreSQL with pg_dump \(docs\/operations\.md, "Backups"\)/,
    );
  });
});
