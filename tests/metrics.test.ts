import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { foldCountsJob } from "#server/jobs/fold-counts.job.ts";
import type { Job } from "#server/jobs/job.ts";
import { runJobs } from "#server/jobs/run-due.ts";
import { listenForMetrics } from "#server/metrics/metrics-port.ts";
import { deliverDueMail, queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { readScrape, type Scrape } from "./support/prometheus";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp";
import { createTestApp, type TestApp } from "./support/test-app";

const TOKEN = "scrape-token-0123456789";

let t: TestApp;
let smtp: TestSmtpServer;
let member: Member;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, env: { METRICS_TOKEN: TOKEN } });
  member = await registerMember(t);
  await t.ctx.background.settled();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function scrape(): Promise<Scrape> {
  const response = await t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return readScrape(response.body);
}

describe("GET /metrics", () => {
  it("is refused without the token, or with a wrong one, and says nothing of the site", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-0123456789", `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/metrics",
        ...(authorization ? { headers: { authorization } } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain("quip_");
    }
  });

  it("is not there at all when no token is set", async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("quip_");
    } finally {
      await bare.close();
    }
  });

  it("serves every named series in Prometheus's text format", async () => {
    const metrics = await scrape();
    expect(metrics.names).toEqual(
      expect.arrayContaining([
        "quip_http_requests_total",
        "quip_http_request_duration_seconds",
        "quip_db_statement_duration_seconds",
        "quip_job_runs_total",
        "quip_job_duration_seconds",
        "quip_mail_deliveries_total",
        "quip_mail_outbox_items",
        "quip_mail_outbox_oldest_pending_seconds",
        "quip_push_queue_items",
        "quip_live_streams_open",
        "quip_cache_lookups_total",
        "quip_process_resident_memory_bytes",
        "quip_nodejs_eventloop_lag_p99_seconds",
      ]),
    );
  });

  it("counts a request by its route's pattern and status, never by the address sent", async () => {
    const quip = await postQuip(t, member, "A metric walks into a bar");
    const labels = { method: "GET", route: "/api/quips/:id", status: "200" };
    const before = await scrape();
    const answered = await as(t, member).get(`/api/quips/${quip.id}`);
    expect(answered.statusCode).toBe(200);
    await as(t, undefined).get("/api/quips/not-a-secret-path/zzz");
    const after = await scrape();
    expect(after.value("quip_http_requests_total", labels)).toBe(
      before.value("quip_http_requests_total", labels) + 1,
    );
    expect(
      after.value("quip_http_request_duration_seconds", { route: "/api/quips/:id" }),
    ).toBeGreaterThan(0);
    expect(after.value("quip_http_requests_total", { route: "unmatched", status: "404" })).toBe(
      before.value("quip_http_requests_total", { route: "unmatched", status: "404" }) + 1,
    );
    const values = after.labelValues().join("\n");
    expect(values).not.toContain(quip.id);
    expect(values).not.toContain("not-a-secret-path");
    expect(values).not.toContain(member.username);
  });

  it("times the database's statements by kind and counts the session cache's lookups", async () => {
    const before = await scrape();
    await as(t, member).get("/api/quips?sort=new");
    await as(t, member).get("/api/quips?sort=new");
    const after = await scrape();
    const select = { statement: "select" };
    expect(after.value("quip_db_statement_duration_seconds", select)).toBeGreaterThan(
      before.value("quip_db_statement_duration_seconds", select),
    );
    const hits = { cache: "session", outcome: "hit" };
    expect(after.value("quip_cache_lookups_total", hits)).toBeGreaterThan(
      before.value("quip_cache_lookups_total", hits),
    );
  });

  it("counts a job's runs by outcome and times them", async () => {
    const failing: Job = {
      name: "always-fails",
      run: async () => {
        throw new Error("down on purpose");
      },
    };
    const before = await scrape();
    await runJobs("site", [foldCountsJob, failing], t.ctx);
    const after = await scrape();
    const folded = { job: "fold-counts", outcome: "ok" };
    expect(after.value("quip_job_runs_total", folded)).toBe(
      before.value("quip_job_runs_total", folded) + 1,
    );
    expect(after.value("quip_job_runs_total", { job: "always-fails", outcome: "failed" })).toBe(1);
    expect(after.value("quip_job_duration_seconds", { job: "fold-counts" })).toBe(
      before.value("quip_job_duration_seconds", { job: "fold-counts" }) + 1,
    );
  });

  it("shows a mail waiting in the outbox, then counts it sent", async () => {
    await t.ctx.db.delete(mailOutbox);
    await queueMail(
      t.ctx.db,
      { to: "reader@example.com", subject: "A word", text: "Hello", html: "<p>Hello</p>" },
      { now: t.ctx.now() },
    );
    const waiting = await scrape();
    expect(waiting.value("quip_mail_outbox_items", { status: "pending" })).toBe(1);
    t.clock.advance(90_000);
    expect((await scrape()).value("quip_mail_outbox_oldest_pending_seconds")).toBeGreaterThan(89);
    await deliverDueMail(t.ctx);
    await smtp.waitFor((mail) => mail.to.includes("reader@example.com"));
    const sent = await scrape();
    expect(sent.value("quip_mail_outbox_items", { status: "pending" })).toBe(0);
    expect(sent.value("quip_mail_deliveries_total", { outcome: "sent" })).toBe(
      waiting.value("quip_mail_deliveries_total", { outcome: "sent" }) + 1,
    );
  });
});

describe("METRICS_PORT", () => {
  it("serves /metrics alone, on loopback, without a token", async () => {
    const server = await listenForMetrics(t.ctx.metrics, 0);
    try {
      const address = server.address() as AddressInfo;
      expect(address.address).toBe("127.0.0.1");
      const base = `http://127.0.0.1:${address.port}`;
      const served = await fetch(`${base}/metrics`);
      expect(served.status).toBe(200);
      expect(readScrape(await served.text()).names).toContain("quip_http_requests_total");
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it("and a token too short to be a secret is refused at start-up", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short", SESSION_SECRET: "x".repeat(32) })).toThrow(
      "METRICS_TOKEN must be at least 16 characters",
    );
  });
});

describe("compressed answers", () => {
  const feed = (encoding?: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/quips?sort=new",
      headers: encoding ? { "accept-encoding": encoding } : {},
    });

  beforeAll(async () => {
    for (let i = 0; i < 10; i++) await postQuip(t, member, `Compressible quip number ${i}`);
  });

  it("are brotli or gzip as the client accepts, and the same JSON once opened", async () => {
    const plain = await feed();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await feed("br, gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await feed("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("leave a small answer as it is: compressing it would cost more than it saves", async () => {
    const health = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
  });

  it("can be turned off, for a balancer that compresses", async () => {
    const off = await createTestApp({ env: { COMPRESS_ANSWERS: "off" } });
    try {
      const author = await registerMember(off);
      for (let i = 0; i < 10; i++) await postQuip(off, author, `Uncompressed quip number ${i}`);
      const response = await off.app.inject({
        method: "GET",
        url: "/api/quips?sort=new",
        headers: { "accept-encoding": "br, gzip" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeGreaterThan(1024);
      expect(response.headers["content-encoding"]).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
