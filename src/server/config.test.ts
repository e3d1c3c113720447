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
