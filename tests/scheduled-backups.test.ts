import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openEmbedded } from "#server/db/database.ts";
import { runBackupJobs, startCronScheduler } from "#server/jobs/run-due.ts";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import { registerMember } from "./support/members";
import { startS3Server, type TestS3Server } from "./support/s3";
import { createTestApp, type TestApp } from "./support/test-app";
import { scaled } from "./support/time-budget";

/**
 * BACKUP_SCHEDULE's job as the server runs it: each run writes a backup, to DATA_DIR/backups
 * or to the bucket, and keeps the newest BACKUP_KEEP. Scheduled backups are of the embedded
 * database; on PostgreSQL the job says where to look instead.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const dataDirs: string[] = [];
let t: TestApp | undefined;
let s3: TestS3Server | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
  await s3?.close();
  s3 = undefined;
});
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "quip-scheduled-backups-"));
  dataDirs.push(dir);
  return dir;
}

/** One scheduled run, an hour after the last on the app's clock; answers its report. */
async function backUp(app: TestApp) {
  app.clock.advance(60 * 60_000);
  const [report] = await runBackupJobs(app.ctx);
  expect(report?.ok, report?.message).toBe(true);
  return report;
}

/** Whether a dump holds the member: the database it restores is the site's as it was. */
async function holdsMember(dump: Buffer, username: string): Promise<boolean> {
  const database = await openEmbedded({
    loadDataDir: new Blob([dump], { type: "application/gzip" }),
  });
  try {
    const found = await database.client.query("select 1 from users where username = $1", [
      username,
    ]);
    return found.rows.length === 1;
  } finally {
    await database.close();
  }
}

describe.runIf(!onPostgres)("a scheduled backup on the embedded database", () => {
  it("writes a folder in DATA_DIR/backups with the uploaded files, and keeps the newest BACKUP_KEEP", {
    timeout: scaled(60_000),
  }, async () => {
    const dataDir = freshDataDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir, BACKUP_KEEP: "2" } });
    const photo = Buffer.from("a photo's bytes");
    await createLocalStorage(path.join(dataDir, "objects")).put(
      "avatars/a.webp",
      photo,
      "image/webp",
    );
    const backups = path.join(dataDir, "backups");
    const member = await registerMember(t);
    const read = async () => {
      const feed = await t?.app.inject({ url: "/api/quips?filter=new" });
      const activity = await t?.app.inject({
        url: "/api/notifications/unread-count",
        headers: { cookie: member.cookie },
      });
      return [feed?.statusCode, feed?.body, activity?.statusCode, activity?.body];
    };
    const before = await read();
    expect([before[0], before[2]]).toEqual([200, 200]);

    const first = await backUp(t);
    // A backup changes nothing anyone reads: it is the operator's copy, and writes no row.
    expect(await read()).toEqual(before);
    const [name] = readdirSync(backups);
    expect(first?.message).toBe(
      `wrote ${path.join(backups, name ?? "")}; removed 0 older (keeping 2)`,
    );
    expect(name).toMatch(/^quip-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(readdirSync(path.join(backups, name ?? "")).sort()).toEqual([
      "database.tar.gz",
      "objects",
    ]);
    const copied = await createLocalStorage(path.join(backups, name ?? "", "objects")).get(
      "avatars/a.webp",
    );
    expect(copied).toEqual({ bytes: photo, contentType: "image/webp" });

    await backUp(t);
    const third = await backUp(t);
    expect(third?.message).toMatch(/removed 1 older \(keeping 2\)$/);
    const kept = readdirSync(backups).sort();
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(name);
  });

  it("writes the database to the bucket's backups/ when one is configured, and keeps the newest BACKUP_KEEP there", {
    timeout: scaled(60_000),
  }, async () => {
    s3 = await startS3Server();
    const dataDir = freshDataDir();
    t = await createTestApp({ s3, env: { DATA_DIR: dataDir, BACKUP_KEEP: "2" } });
    const member = await registerMember(t);
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.config.bucket,
        Key: "backups/my-own-copy/database.tar.gz",
        Body: "the operator's",
      }),
    );

    for (let run = 0; run < 3; run++) await backUp(t);
    const keys = await s3.keys("backups/");
    const scheduled = keys.filter((key) => key !== "backups/my-own-copy/database.tar.gz");
    expect(scheduled).toHaveLength(2);
    for (const key of scheduled) expect(key).toMatch(/^backups\/quip-[\dTZ-]+\/database\.tar\.gz$/);
    expect(keys).toContain("backups/my-own-copy/database.tar.gz");
    expect(existsSync(path.join(dataDir, "backups"))).toBe(false);

    const newest = await s3.object(scheduled[1] ?? "");
    expect(newest?.contentType).toBe("application/gzip");
    expect(await holdsMember(newest?.bytes ?? Buffer.alloc(0), member.username)).toBe(true);
  });

  it("runs at the times BACKUP_SCHEDULE names", { timeout: scaled(30_000) }, async () => {
    const dataDir = freshDataDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    const app = t;
    const everySecond = startCronScheduler("* * * * * *", () => runBackupJobs(app.ctx));
    try {
      const backups = path.join(dataDir, "backups");
      const deadline = Date.now() + scaled(10_000);
      while (!existsSync(backups) || readdirSync(backups).length === 0) {
        expect(Date.now(), "no backup within the time budget").toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await everySecond.stop();
    }
    const [name] = readdirSync(path.join(dataDir, "backups"));
    expect(
      readFileSync(path.join(dataDir, "backups", name ?? "", "database.tar.gz")).length,
    ).toBeGreaterThan(0);
  });
});

describe.runIf(onPostgres)("a scheduled backup on PostgreSQL", () => {
  it("fails saying PostgreSQL is backed up with pg_dump", async () => {
    t = await createTestApp({ env: { DATA_DIR: freshDataDir() } });
    const [report] = await runBackupJobs(t.ctx);
    expect(report).toMatchObject({
      name: "backup",
      ok: false,
      message: expect.stringMatching(
        /back up PostgreSQL with pg_dump \(docs\/operations\.md, "Backups"\)/,
      ),
    });
  });
});
