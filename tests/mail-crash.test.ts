import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTextGenerator } from "#server/ai/create-text-generator.ts";
import { buildApp } from "#server/app.ts";
import { createAppContext } from "#server/app-context.ts";
import { loadConfig } from "#server/config.ts";
import type { AppContext } from "#server/context.ts";
import { type Database, openEmbedded, openPostgres } from "#server/db/database.ts";
import { mailOutbox, users } from "#server/db/schema/index.ts";

import { createMailer } from "#server/mail/mailer.ts";
import { hashPassword } from "#server/services/auth/passwords.ts";

import { deliverDueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { PASSWORD_RESET_MSG } from "#shared/messages/auth.password-reset.ts";
import { freePort } from "./support/free-port";
import { adminQuery, withDatabase } from "./support/global-setup";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp";
import { type SmtpGate, startSmtpGate } from "./support/smtp-gate";
import { memoryStorage } from "./support/test-app";
import { scaled } from "./support/time-budget";

/**
 * The real server, killed with SIGKILL after it has answered a reset request and while it is
 * handing the mail to SMTP (the SMTP server holds the connection, so the kill lands there every
 * time). Another runner, on the same database, then delivers the mail exactly once.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const url = process.env.TEST_DATABASE_URL ?? "";
const dbName = `quip_mail_${randomBytes(4).toString("hex")}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "quip-mail-crash-"));
const secret = randomBytes(32).toString("hex");
const member = { username: "crashtest", email: "crashtest@example.com" };

let smtp: TestSmtpServer;
let gate: SmtpGate;
let child: ChildProcess | undefined;
let database: Database | undefined;

/** The migrated template with one member in it (so the embedded one gets no demo community). */
async function openTestDatabase(): Promise<Database> {
  if (onPostgres) return openPostgres(withDatabase(url, dbName), 2);
  return openEmbedded({ dir: path.join(dataDir, "pglite") });
}

async function prepareDatabase(): Promise<void> {
  if (onPostgres) {
    await adminQuery(url, `CREATE DATABASE ${dbName} TEMPLATE ${inject("postgresTemplate")}`);
  } else {
    const template = new Blob([readFileSync(inject("embeddedTemplate"))]);
    await (
      await openEmbedded({ dir: path.join(dataDir, "pglite"), loadDataDir: template })
    ).close();
  }
  const prepared = await openTestDatabase();
  await prepared.db
    .insert(users)
    .values({ ...member, passwordHash: await hashPassword("the forgotten password") });
  await prepared.close();
}

/** Starts `src/server/main.ts` and resolves once it says it is ready. */
async function startServer(port: number): Promise<ChildProcess> {
  const started = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: onPostgres ? withDatabase(url, dbName) : "",
      DATA_DIR: dataDir,
      SESSION_SECRET: secret,
      SMTP_URL: gate.url,
      REDIS_URL: "",
      RATE_LIMIT_SCALE: "1000",
      // Only the request's own nudge may send: no scheduled run competes with it.
      JOBS: "off",
      LOG_LEVEL: "fatal",
    },
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    started.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Quip is ready at")) resolve();
    });
    started.once("exit", (code) => reject(new Error(`the server exited (${code}) before ready`)));
  });
  return started;
}

function contextOn(db: Database, publicUrl: string, now: () => Date): AppContext {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    PUBLIC_URL: publicUrl,
    SMTP_URL: gate.url,
    RATE_LIMIT_SCALE: "1000",
  });
  return createAppContext({
    config,
    database: db,
    storage: memoryStorage(),
    mailer: createMailer(config, { info: () => {}, error: () => {} }),
    generator: createTextGenerator({}),
    now,
    sharedCache: null,
  });
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  gate = await startSmtpGate(smtp.url);
  await prepareDatabase();
}, scaled(60_000));

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  try {
    await database?.close();
    await gate?.close();
    await smtp?.close();
  } finally {
    if (onPostgres) await adminQuery(url, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe("a server killed between a reset request and its mail", () => {
  it("still has the mail delivered, once, with a working link", {
    timeout: scaled(90_000),
  }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    gate.mode = "holding";
    child = await startServer(port);

    const answer = await fetch(`${base}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: member.email }),
    });
    // Answered although SMTP has not taken the mail: the answer never waits for it.
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: PASSWORD_RESET_MSG.linkSent });
    // The server has claimed the mail and is talking to SMTP: kill it there.
    await gate.held();
    const exited = new Promise((resolve) =>
      child?.once("exit", (_code, signal) => resolve(signal)),
    );
    child.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    expect(smtp.messages).toEqual([]);

    gate.mode = "open";
    database = await openTestDatabase();
    let now = new Date();
    const ctx = contextOn(database, base, () => now);
    const [row] = await ctx.db.select().from(mailOutbox);
    expect(row).toMatchObject({ recipient: member.email, status: "pending", attempts: 1 });
    expect(row?.claimedUntil?.getTime()).toBeGreaterThan(now.getTime());

    // The dead server's lease still stands: as far as anyone knows it may still be sending.
    expect(await deliverDueMail(ctx)).toEqual({ sent: 0, failed: 0 });
    now = new Date(row?.claimedUntil?.getTime() ?? 0);
    expect(await deliverDueMail(ctx)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail(ctx)).toEqual({ sent: 0, failed: 0 });

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual([member.email]);
    expect(mail?.header("message-id")).toBe(`<${row?.id}@127.0.0.1>`);
    const token = new RegExp(`${base}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(
      mail?.text ?? "",
    )?.[1];
    expect(token).toBeDefined();

    const app = await buildApp(ctx, { clientDir: null });
    try {
      const verified = await app.inject({
        method: "GET",
        url: `/api/auth/verify-reset-token/${token}`,
      });
      expect(verified.json()).toEqual({ valid: true });
      const reset = await app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token, password: "a password found again" },
      });
      expect(reset.statusCode).toBe(200);
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: member.username, password: "a password found again" },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const [sent] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, row?.id ?? ""));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, textBody: null });
  });
});
