import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  dataExports,
  jobRuns,
  mailOutbox,
  moderators,
  pushOutbox,
  pushSubscriptions,
} from "#server/db/schema/index.ts";
import { purgeJob } from "#server/jobs/purge.job.ts";
import {
  JOBS,
  QUIPBOT_JOBS,
  runDueJobs,
  runJobs,
  SCHEDULE_INTERVAL_MS,
} from "#server/jobs/run-due.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import {
  deliverDueMail,
  MAIL_MAX_ATTEMPTS,
} from "#server/services/mail-outbox/mail-outbox.service.ts";
import { systemApi } from "#shared/api/system.ts";
import { SYSTEM_MSG } from "#shared/messages/system.ts";
import type { ModerationLogPage } from "#shared/schemas/moderation.ts";
import type {
  QueuedMail,
  SystemDatabase,
  SystemJob,
  SystemJobs,
  SystemMail,
  SystemPushes,
  SystemVersion,
} from "#shared/schemas/system.ts";
import { as, createTopic } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp";
import { type SmtpGate, startSmtpGate } from "./support/smtp-gate";
import { createTestApp, type TestApp } from "./support/test-app";

/** The console's System tab (decision 0167). */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CONTACT_TO = "team@quip.example";
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let smtp: TestSmtpServer;
let gate: SmtpGate;
let admin: Member;
let moderator: Member;
let member: Member;

beforeAll(async () => {
  smtp = await startSmtpServer();
  gate = await startSmtpGate(smtp.url);
  t = await createTestApp({ smtpUrl: gate.url, contactTo: CONTACT_TO });
  t.clock.set("2025-09-16T14:00:00Z");
  // The failures these tests provoke are logged, as they should be, and need not be read.
  vi.spyOn(t.ctx.mailer.log, "error").mockImplementation(() => {});
  [admin, moderator, member] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  await t.ctx.db.insert(moderators).values({ userId: moderator.id });
  await t.ctx.background.settled();
});
afterEach(async () => {
  await t.ctx.background.settled();
  await gate.up();
  gate.mode = "open";
});
afterAll(async () => {
  await t?.close();
  await gate?.close();
  await smtp?.close();
});

async function read<T>(url: string, who: Member = admin): Promise<T> {
  const answer = await as(t, who).get(url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

const jobsNow = () => read<SystemJobs>("/api/admin/system/jobs");
const jobNamed = (answer: SystemJobs, name: string) =>
  answer.jobs.find((job) => job.name === name) as SystemJob;

describe("who may call the System calls", () => {
  it("answers a visitor 401, and a member or a moderator 403, on every one of them", async () => {
    for (const key of Object.keys(systemApi)) {
      const [method, path] = key.split(" ") as ["GET" | "POST", string];
      const url = path.replace(":id", NO_SUCH_ID);
      const asked = (who?: Member) =>
        t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {} });
      expect((await asked()).statusCode, key).toBe(401);
      expect((await asked(member)).statusCode, key).toBe(403);
      expect((await asked(moderator)).statusCode, key).toBe(403);
      expect([200, 404], key).toContain((await asked(admin)).statusCode);
    }
  });
});

describe("job runs", () => {
  it("lists every job before any has run: no runs, nothing due, none overdue", async () => {
    const answer = await jobsNow();
    expect(answer.jobs.map((job) => job.name)).toEqual(
      [...JOBS, ...QUIPBOT_JOBS].map((job) => job.name),
    );
    for (const job of answer.jobs) {
      expect(job).toMatchObject({ lastRuns: [], dueBy: null, overdue: false, failuresLastDay: 0 });
    }
    expect(jobNamed(answer, "quipbot").schedule).toBe("quipbot");
    expect(jobNamed(answer, "purge").schedule).toBe("site");
  });

  it("records each job's run at the app's clock, and says when the next is due by", async () => {
    const startedAt = t.clock.now();
    const reports = await runDueJobs(t.ctx);
    expect(reports.every((report) => report.ok)).toBe(true);

    const answer = await jobsNow();
    for (const job of JOBS) {
      const listed = jobNamed(answer, job.name);
      const report = reports.find((r) => r.name === job.name);
      expect(listed.lastRuns).toHaveLength(1);
      expect(listed.lastRuns[0]).toMatchObject({
        startedAt: startedAt.toISOString(),
        ok: true,
        message: report?.message,
        durationMs: report?.ms,
      });
      expect(listed.lastRuns[0]?.process).toMatch(/^.+:\d+$/);
      expect(listed.dueBy).toBe(
        new Date(startedAt.getTime() + 1.5 * SCHEDULE_INTERVAL_MS).toISOString(),
      );
      expect(listed.overdue).toBe(false);
    }
    // QuipBot runs on its own timer: the site's run says nothing of it.
    expect(jobNamed(answer, "quipbot").lastRuns).toEqual([]);
  });

  it("marks a job overdue once one and a half intervals pass without a run", async () => {
    t.clock.advance(1.5 * SCHEDULE_INTERVAL_MS + 1000);
    const answer = await jobsNow();
    expect(jobNamed(answer, "purge").overdue).toBe(true);
    expect(jobNamed(answer, "quipbot").overdue).toBe(false);
  });

  it("records a failing job's error, counts it among the day's failures, and runs the rest", async () => {
    const failing = {
      name: "send-mail",
      run: async () => {
        throw new Error("the SMTP server is on fire");
      },
    };
    const after = { name: "purge", run: async () => "nothing to purge" };
    const reports = await runJobs("site", [failing, after], t.ctx);
    expect(reports.map((r) => r.ok)).toEqual([false, true]);

    const answer = await jobsNow();
    const sendMail = jobNamed(answer, "send-mail");
    expect(sendMail.lastRuns[0]).toMatchObject({
      ok: false,
      message: "the SMTP server is on fire",
    });
    expect(sendMail.lastRuns).toHaveLength(2);
    expect(sendMail.failuresLastDay).toBe(1);
    expect(sendMail.overdue).toBe(false);
    expect(jobNamed(answer, "purge").lastRuns[0]?.message).toBe("nothing to purge");
  });

  it("lets the jobs run when their run cannot be recorded, and logs why", async () => {
    const log = { error: vi.fn(), debug: vi.fn() };
    await t.ctx.db.execute("alter table job_runs rename to job_runs_away");
    try {
      const reports = await runJobs(
        "site",
        [{ name: "purge", run: async () => "ran" }],
        t.ctx,
        log,
      );
      expect(reports).toMatchObject([{ name: "purge", ok: true, message: "ran" }]);
    } finally {
      await t.ctx.db.execute("alter table job_runs_away rename to job_runs");
    }
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ schedule: "site" }),
      "the run of the scheduled jobs could not be recorded",
    );
  });

  it("keeps runs 14 days: the purge deletes older ones by the app's clock", async () => {
    const before = await t.ctx.db.select({ id: jobRuns.id }).from(jobRuns);
    expect(before.length).toBeGreaterThan(0);
    t.clock.advance(14 * DAY - 5 * MINUTE);
    expect(await purgeJob.run(t.ctx)).toContain(", 0 job runs");
    t.clock.advance(10 * MINUTE);
    expect(await purgeJob.run(t.ctx)).toContain(`, ${before.length} job runs`);
    expect(await t.ctx.db.select({ id: jobRuns.id }).from(jobRuns)).toEqual([]);
    const answer = await jobsNow();
    expect(answer.jobs.every((job) => job.lastRuns.length === 0)).toBe(true);
  });
});

describe("the mail outbox", () => {
  const contact = (subject: string) =>
    as(t, undefined).post("/api/contact", {
      name: "Grace Hopper",
      email: "grace@example.com",
      subject,
      message: "A moth in the relay, taped into the log book.",
    });

  /** A contact message's mail, failed for real: the SMTP server refuses every attempt. */
  async function failedMail(subject: string): Promise<QueuedMail> {
    await gate.down();
    expect((await contact(subject)).statusCode).toBe(200);
    await t.ctx.background.settled();
    for (let attempt = 0; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      await deliverDueMail(t.ctx);
      t.clock.advance(HOUR);
    }
    await gate.up();
    const outbox = await read<SystemMail>("/api/admin/system/mail");
    const mail = outbox.mails.find((m) => m.subject === `[Quip contact] ${subject}`);
    expect(mail).toBeDefined();
    return mail as QueuedMail;
  }

  it("shows a failed mail with its error, counted apart from those waiting", async () => {
    await t.ctx.db.delete(mailOutbox);
    const mail = await failedMail("Failing for the console");
    expect(mail).toMatchObject({
      status: "failed",
      recipient: CONTACT_TO,
      attempts: MAIL_MAX_ATTEMPTS,
    });
    expect(mail.lastError).toBeTruthy();
    const outbox = await read<SystemMail>("/api/admin/system/mail");
    expect(outbox).toMatchObject({ failed: 1, pending: 0, oldestPendingAt: null });
    expect(JSON.stringify(outbox)).not.toContain("A moth in the relay");
  });

  it("retries a failed mail: due now, attempts counted afresh, sent, and logged", async () => {
    const subject = `Retry me ${Date.now()}`;
    const mail = await failedMail(subject);
    const answer = await as(t, admin).post(`/api/admin/system/mail/${mail.id}/retry`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      id: mail.id,
      status: "pending",
      attempts: 0,
      nextAttemptAt: t.clock.now().toISOString(),
    });
    await smtp.waitFor((m) => m.raw.includes(subject));
    await t.ctx.background.settled();

    const again = await as(t, admin).post(`/api/admin/system/mail/${mail.id}/retry`);
    expect([again.statusCode, again.body]).toEqual([409, SYSTEM_MSG.mailSent]);
    const discard = await as(t, admin).post(`/api/admin/system/mail/${mail.id}/discard`);
    expect([discard.statusCode, discard.body]).toEqual([409, SYSTEM_MSG.mailSent]);

    const log = await read<ModerationLogPage>("/api/moderation/log?action=mail_retried");
    expect(log.entries[0]).toMatchObject({
      action: "mail_retried",
      admin: { id: admin.id },
      target: { kind: "mail", id: mail.id, label: `[Quip contact] ${subject}` },
    });
  });

  it("refuses to retry a mail still waiting", async () => {
    await gate.down();
    expect((await contact("Still waiting for SMTP")).statusCode).toBe(200);
    await t.ctx.background.settled();
    const outbox = await read<SystemMail>("/api/admin/system/mail");
    const waiting = outbox.mails.find((m) => m.status === "pending");
    expect(waiting).toBeDefined();
    expect(outbox.pending).toBe(1);
    expect(outbox.oldestPendingAt).toBe(waiting?.createdAt);
    const answer = await as(t, admin).post(`/api/admin/system/mail/${waiting?.id}/retry`);
    expect([answer.statusCode, answer.body]).toEqual([409, SYSTEM_MSG.mailPending]);
    await t.ctx.db.delete(mailOutbox).where(eq(mailOutbox.id, waiting?.id ?? NO_SUCH_ID));
  });

  it("discards a failed mail for good, and says so when it is gone", async () => {
    const mail = await failedMail(`Discard me ${Date.now()}`);
    const answer = await as(t, admin).post(`/api/admin/system/mail/${mail.id}/discard`);
    expect(answer.statusCode, answer.body).toBe(204);
    const outbox = await read<SystemMail>("/api/admin/system/mail");
    expect(outbox.mails.map((m) => m.id)).not.toContain(mail.id);

    for (const action of ["retry", "discard"]) {
      const gone = await as(t, admin).post(`/api/admin/system/mail/${mail.id}/${action}`);
      expect([gone.statusCode, gone.body]).toEqual([404, SYSTEM_MSG.mailNotFound]);
    }
    const bad = await as(t, admin).post("/api/admin/system/mail/not-an-id/discard");
    expect(bad.statusCode).toBe(400);
  });

  it("keeps its log entries from moderators: they name members' addresses", async () => {
    const admins = await read<ModerationLogPage>("/api/moderation/log?action=mail_discarded");
    expect(admins.entries).toHaveLength(1);
    expect(admins.entries[0]?.detail).toContain(CONTACT_TO);
    t.clock.advance(3 * DAY);
    const mods = await read<ModerationLogPage>("/api/moderation/log", moderator);
    expect(mods.entries.filter((e) => e.target.kind === "mail")).toEqual([]);
  });
});

describe("the push queue", () => {
  let topicId: string;
  let pushes = 0;

  beforeAll(async () => {
    topicId = (await createTopic(t, "2025-09-20", "Losing socks")).id;
  });

  async function failedPush(): Promise<string> {
    pushes += 1;
    const [subscription] = await t.ctx.db
      .insert(pushSubscriptions)
      .values({
        userId: member.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/system-${pushes}`,
        p256dh: "key",
        auth: "auth",
      })
      .returning({ id: pushSubscriptions.id });
    const [row] = await t.ctx.db
      .insert(pushOutbox)
      .values({
        subscriptionId: subscription?.id ?? NO_SUCH_ID,
        topicId,
        status: "failed",
        attempts: 8,
        nextAttemptAt: t.ctx.now(),
        lastError: "the push service answered 503",
      })
      .returning({ id: pushOutbox.id });
    return row?.id ?? NO_SUCH_ID;
  }

  it("shows a failed push with its member, service and error", async () => {
    const id = await failedPush();
    const queue = await read<SystemPushes>("/api/admin/system/pushes");
    expect(queue.failed).toBe(1);
    expect(queue.pushes.find((p) => p.id === id)).toMatchObject({
      status: "failed",
      kind: "topic",
      recipient: member.username,
      service: "fcm.googleapis.com",
      attempts: 8,
      lastError: "the push service answered 503",
    });
  });

  it("retries a failed push once, then refuses while it waits", async () => {
    const queue = await read<SystemPushes>("/api/admin/system/pushes");
    const id = queue.pushes[0]?.id;
    const answer = await as(t, admin).post(`/api/admin/system/pushes/${id}/retry`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id, status: "pending", attempts: 0 });
    // The sender, nudged, drops it: the member never asked for the topic's push.
    await t.ctx.background.settled();
    const gone = await as(t, admin).post(`/api/admin/system/pushes/${id}/retry`);
    expect([gone.statusCode, gone.body]).toEqual([404, SYSTEM_MSG.pushNotFound]);
  });

  it("refuses to retry a pending push, and discards it", async () => {
    const id = await failedPush();
    await t.ctx.db.update(pushOutbox).set({ status: "pending" }).where(eq(pushOutbox.id, id));
    const retry = await as(t, admin).post(`/api/admin/system/pushes/${id}/retry`);
    expect([retry.statusCode, retry.body]).toEqual([409, SYSTEM_MSG.pushPending]);
    const discard = await as(t, admin).post(`/api/admin/system/pushes/${id}/discard`);
    expect(discard.statusCode, discard.body).toBe(204);
    const again = await as(t, admin).post(`/api/admin/system/pushes/${id}/discard`);
    expect([again.statusCode, again.body]).toEqual([404, SYSTEM_MSG.pushNotFound]);
    const log = await read<ModerationLogPage>("/api/moderation/log?action=push_discarded");
    expect(log.entries[0]?.target).toMatchObject({ kind: "push", id });
  });
});

describe("exports, database and version", () => {
  it("lists the data exports in preparation, with no member content", async () => {
    const requestedAt = t.clock.now();
    await t.ctx.db
      .insert(dataExports)
      .values({ userId: member.id, requestedAt, attempts: 2, lastError: "storage refused" });
    const answer = await read<{ exports: unknown[] }>("/api/admin/system/exports");
    expect(answer.exports).toEqual([
      {
        status: "preparing",
        username: member.username,
        requestedAt: requestedAt.toISOString(),
        attempts: 2,
        lastError: "storage refused",
      },
    ]);
  });

  it("names the database, its replicas and its migrations, every one applied", async () => {
    const journal = JSON.parse(
      readFileSync("src/server/db/migrations/meta/_journal.json", "utf8"),
    ) as { entries: Array<{ tag: string }> };
    const answer = await read<SystemDatabase>("/api/admin/system/database");
    expect(answer).toMatchObject({
      kind: t.ctx.dbKind,
      replicas: [],
      migrations: {
        applied: journal.entries.length,
        latest: journal.entries.at(-1)?.tag,
        pending: [],
      },
    });
    expect(answer.serverVersion).toMatch(/^\d+/);
  });

  it("says which version runs, and that it runs from source", async () => {
    const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    const answer = await read<SystemVersion>("/api/admin/system/version");
    expect(answer).toMatchObject({ version, build: null, node: process.version });
    expect(Date.parse(answer.startedAt)).toBeLessThanOrEqual(t.clock.now().getTime());
  });
});
