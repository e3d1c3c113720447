import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbedded, openPostgres } from "#server/db/database.ts";
import { createMetrics } from "#server/metrics/metrics.ts";
import { statementObserver } from "#server/metrics/statement-observer.ts";
import { as } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { readScrape } from "./support/prometheus";
import { createTestApp, type TestApp } from "./support/test-app";

/** The server's log lines, as JSON objects, in the order written. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe("request logs", () => {
  const log = logLines();
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: "info", stream: log.stream } });
    member = await registerMember(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const requestLines = () => log.lines.filter((line) => line.msg === "request");

  it("write one line per request: method, route pattern, status, time and request id", async () => {
    const before = requestLines().length;
    const response = await as(t, member).get("/api/search/quips?q=my+secret+crush");
    const lines = requestLines().slice(before);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      method: "GET",
      route: "/api/search/quips",
      status: response.statusCode,
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(line?.ms).toEqual(expect.any(Number));
  });

  it("hold no cookie, no query text and no address as it was sent", async () => {
    await as(t, member).get("/api/search/quips?q=my+secret+crush");
    await as(t, member).get("/reset-password?token=a-secret-reset-token");
    const written = JSON.stringify(log.lines);
    expect(written).not.toContain("secret");
    expect(written).not.toContain(member.cookie.split("=")[1]);
    expect(requestLines().at(-1)).toMatchObject({ route: "unmatched", status: 404 });
  });

  it("are not written with REQUEST_LOG=off", async () => {
    const quiet = logLines();
    const off = await createTestApp({
      env: { REQUEST_LOG: "off" },
      logger: { level: "info", stream: quiet.stream },
    });
    try {
      const response = await off.app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(200);
      expect(quiet.lines.filter((line) => line.msg === "request")).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe("slow statements", () => {
  it("are logged with their time and without their values, and every one is timed", async () => {
    const metrics = createMetrics();
    const slow: { text: string; ms: number }[] = [];
    const onQuery = statementObserver(metrics, 40, { slow: (text, ms) => slow.push({ text, ms }) });
    const url = process.env.TEST_DATABASE_URL;
    const database =
      process.env.TEST_DB_KIND === "postgres" && url
        ? await openPostgres(url, 1, onQuery)
        : await openEmbedded({ onQuery });
    try {
      const run = (text: string, params: unknown[]) =>
        database.kind === "postgres"
          ? (database as Awaited<ReturnType<typeof openPostgres>>).pool.query(text, params)
          : (database as Awaited<ReturnType<typeof openEmbedded>>).client.query(text, params);
      await run("select $1::text as secret", ["hunter2"]);
      await run("select pg_sleep(0.05), $1::text as secret", ["hunter2"]);
      expect(slow).toHaveLength(1);
      expect(slow[0]?.text).toBe("select pg_sleep(0.05), $1::text as secret");
      expect(slow[0]?.ms).toBeGreaterThanOrEqual(45);
      const scrape = readScrape(await metrics.registry.metrics());
      expect(scrape.value("quip_db_statement_duration_seconds", { statement: "select" })).toBe(2);
    } finally {
      await database.close();
    }
  });
});
