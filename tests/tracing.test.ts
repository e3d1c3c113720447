import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "./support/free-port";
import { adminQuery, withDatabase } from "./support/global-setup";
import { scaled } from "./support/time-budget";

/**
 * The built server, started as scripts/serve.mjs starts it when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set, sends its spans to a real OTLP/HTTP receiver: the request's, named by its route, with
 * Fastify's and the statements it sent PostgreSQL as its children.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const url = process.env.TEST_DATABASE_URL ?? "";
const dbName = `quip_otel_${randomBytes(4).toString("hex")}`;
// Inside node_modules, so the bundle finds its dependencies as dist/ does.
const dist = path.join("node_modules", ".cache", `quip-tracing-${process.pid}`);
const dataDir = mkdtempSync(path.join(tmpdir(), "quip-otel-"));

interface Span {
  scope: string;
  name: string;
  traceId: string;
  attributes: Record<string, unknown>;
}

const spans: Span[] = [];
let receiver: Server;
let server: ChildProcess | undefined;
let base = "";

beforeAll(async () => {
  if (!onPostgres) return;
  execFileSync(process.execPath, ["scripts/build-server.mjs"], {
    env: { ...process.env, QUIP_DIST_DIR: dist },
  });
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.url === "/v1/traces") spans.push(...spansOf(JSON.parse(body)));
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const otlp = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  await adminQuery(url, `CREATE DATABASE ${dbName} TEMPLATE ${inject("postgresTemplate")}`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    ["--import", `./${dist}/server/tracing.js`, `${dist}/server/main.js`],
    {
      stdio: "ignore",
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATABASE_URL: withDatabase(url, dbName),
        DATA_DIR: dataDir,
        JOBS: "off",
        LOG_LEVEL: "warn",
        SHUTDOWN_DRAIN_MS: "0",
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp,
        OTEL_BSP_SCHEDULE_DELAY: "100",
      },
    },
  );
  await until(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok === true);
}, scaled(60_000));

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  receiver?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  if (onPostgres) await adminQuery(url, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

describe.runIf(onPostgres)("tracing with OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  it("exports a request's span by its route, with Fastify's and PostgreSQL's inside it", async () => {
    const answered = await fetch(`${base}/api/quips?sort=new&q=a-secret-search`);
    expect(answered.status).toBe(200);
    let request: Span | undefined;
    await until(async () => {
      request = spans.find(
        (span) => span.scope.endsWith("instrumentation-http") && span.name === "GET /api/quips",
      );
      return request !== undefined;
    });
    expect(request?.attributes["http.route"]).toBe("/api/quips");
    expect(JSON.stringify(spans)).not.toContain("a-secret-search");
    const sameTrace = spans.filter((span) => span.traceId === request?.traceId);
    expect(sameTrace.some((span) => span.scope.endsWith("instrumentation-fastify"))).toBe(true);
    expect(sameTrace.some((span) => span.scope.endsWith("instrumentation-pg"))).toBe(true);
  });
});

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + scaled(20_000);
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number;
  boolValue?: boolean;
}

function spansOf(body: {
  resourceSpans: {
    scopeSpans: {
      scope: { name: string };
      spans: {
        name: string;
        traceId: string;
        attributes: { key: string; value: OtlpValue }[];
      }[];
    }[];
  }[];
}): Span[] {
  return body.resourceSpans.flatMap((resource) =>
    resource.scopeSpans.flatMap((scope) =>
      scope.spans.map((span) => ({
        scope: scope.scope.name,
        name: span.name,
        traceId: span.traceId,
        attributes: Object.fromEntries(
          span.attributes.map((a) => [a.key, Object.values(a.value)[0]]),
        ),
      })),
    ),
  );
}
