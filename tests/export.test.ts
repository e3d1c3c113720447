import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { dataExports } from "#server/db/schema/index.ts";
import { purgeJob } from "#server/jobs/purge.job.ts";
import { prepareDueExports } from "#server/services/account-data/prepare-exports.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { ACCOUNT_DATA_MSG } from "#shared/messages/account-data.ts";
import { exportToken } from "./support/exports";
import { as, postQuip } from "./support/factories";
import { appWithMailServer } from "./support/mailed-app";
import { type Member, registerMember } from "./support/members";
import type { TestSmtpServer } from "./support/smtp";
import type { TestApp } from "./support/test-app";

const NOW = new Date("2025-09-17T16:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let smtp: TestSmtpServer;
appWithMailServer(
  (app, server) => {
    t = app;
    smtp = server;
    t.clock.set(NOW);
  },
  (app) => app.ctx.background.settled(),
);

const download = (member: Member | undefined, token: string) =>
  as(t, member).get(`/api/users/me/export/${encodeURIComponent(token)}`);

const exportOf = (member: Member) => exportToken(t, smtp, member);

/** The ZIP the link downloads, each file as text. */
async function filesOf(member: Member, token: string): Promise<Record<string, string>> {
  const response = await download(member, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/zip");
  expect(response.headers["content-disposition"]).toBe(
    `attachment; filename="quip-data-${member.username}-${"2025-09-17"}.zip"`,
  );
  expect(response.headers["cache-control"]).toBe("private, no-store");
  const entries = unzipSync(new Uint8Array(response.rawPayload));
  return Object.fromEntries(
    Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
}

const parsed = (files: Record<string, string>, name: string) => JSON.parse(files[name] ?? "null");

describe("the data export", () => {
  let member: Member;
  let revealedAuthor: Member;
  let hiddenAuthor: Member;
  let follower: Member;
  let files: Record<string, string>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [member, revealedAuthor, hiddenAuthor, follower] = await Promise.all([
      registerMember(t),
      registerMember(t),
      registerMember(t),
      registerMember(t),
    ]);
    t.clock.set(new Date(NOW.getTime() - 3 * DAY));
    ids.revealed = (await postQuip(t, revealedAuthor, "an old joke, signed")).id;
    ids.ownOld = (await postQuip(t, member, "my old joke")).id;
    t.clock.set(NOW);
    ids.ownNew = (await postQuip(t, member, "my fresh joke")).id;
    ids.anonymous = (await postQuip(t, hiddenAuthor, `a fresh joke for @${member.username}`)).id;
    const m = as(t, member);
    for (const id of [ids.revealed, ids.anonymous] as string[]) {
      await m.post(`/api/quips/${id}/like`);
      await m.post(`/api/quips/${id}/bookmark`);
    }
    const comment = await m.post(`/api/quips/${ids.anonymous}/comments`, { content: "who is it?" });
    ids.comment = comment.json().id;
    // The anonymous author answers on their own quip: "anonymous (author)" in the app.
    await as(t, hiddenAuthor).post(`/api/quips/${ids.anonymous}/comments`, {
      content: `not telling, @${member.username}`,
      parentCommentId: ids.comment,
    });
    await as(t, hiddenAuthor).post(`/api/quips/${ids.anonymous}/like`);
    await m.post(`/api/users/${revealedAuthor.id}/follow`);
    await as(t, follower).post(`/api/users/${member.id}/follow`);
    await as(t, revealedAuthor).post(`/api/quips/${ids.ownOld}/like`);
    await m.post("/api/vault", { content: "a joke for later" });
    await m.post(`/api/quips/${ids.anonymous}/flag`, { category: "offensive" });
    // The member guesses at the anonymous quip's author; another guesses at theirs, rightly.
    await m.post(`/api/quips/${ids.anonymous}/guesses`, { username: revealedAuthor.username });
    await as(t, follower).post(`/api/quips/${ids.ownNew}/guesses`, { username: member.username });
    files = await filesOf(member, await exportOf(member));
  });

  it("holds one JSON file each for profile, quips, comments, likes, bookmarks, drafts, follows, achievements and notifications", () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        "achievements.json",
        "bookmarks.json",
        "comments.json",
        "drafts.json",
        "follows.json",
        "guesses.json",
        "likes.json",
        "notifications.json",
        "profile.json",
        "quips.json",
        "reports.json",
        "safety.json",
      ].sort(),
    );
    const profile = parsed(files, "profile.json");
    expect(profile).toMatchObject({
      id: member.id,
      username: member.username,
      email: member.email,
    });
    expect(parsed(files, "drafts.json").map((d: { content: string }) => d.content)).toEqual([
      "a joke for later",
    ]);
    expect(parsed(files, "follows.json")).toMatchObject({
      following: [{ username: revealedAuthor.username }],
      followers: [{ username: follower.username }],
    });
    expect(parsed(files, "achievements.json").badges).toHaveLength(6);
    expect(parsed(files, "achievements.json").sleuth).toMatchObject({ right: 0, scored: 0 });
    expect(parsed(files, "reports.json")).toMatchObject([
      { quipId: ids.anonymous, category: "Offensive content" },
    ]);
  });

  it("gives each of the member's quips its anonymity state", () => {
    const quips = parsed(files, "quips.json");
    expect(quips).toEqual([
      expect.objectContaining({
        id: ids.ownNew,
        content: "my fresh joke",
        anonymity: {
          state: "anonymous",
          anonymousUntil: new Date(NOW.getTime() + 2 * DAY).toISOString(),
        },
      }),
      expect.objectContaining({
        id: ids.ownOld,
        likesCount: 1,
        anonymity: {
          state: "revealed",
          revealedAt: new Date(NOW.getTime() - DAY).toISOString(),
        },
      }),
    ]);
  });

  it("names the author of a revealed quip the member liked, and nobody for an anonymous one", () => {
    for (const name of ["likes.json", "bookmarks.json"]) {
      const quips = parsed(files, name).map((entry: { quip: unknown }) => entry.quip);
      expect(quips).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: ids.revealed, author: revealedAuthor.username }),
          expect.objectContaining({ id: ids.anonymous, author: null, anonymous: true }),
        ]),
      );
    }
  });

  it("holds only the member's own comments", () => {
    expect(parsed(files, "comments.json")).toEqual([
      expect.objectContaining({
        id: ids.comment,
        content: "who is it?",
        inReplyTo: null,
        quip: expect.objectContaining({ id: ids.anonymous, author: null }),
      }),
    ]);
  });

  it("names in notifications whom the activity page names", async () => {
    const notifications = parsed(files, "notifications.json");
    const page = (await as(t, member).get(`/api/users/${member.id}/activity?limit=50`)).json();
    expect(notifications.map((n: { type: string }) => n.type)).toEqual(
      page.items.map((n: { type: string }) => n.type),
    );
    const byType = (type: string) => notifications.filter((n: { type: string }) => n.type === type);
    expect(byType("follow")).toEqual([expect.objectContaining({ from: follower.username })]);
    expect(byType("like")).toEqual([expect.objectContaining({ from: revealedAuthor.username })]);
    for (const notice of [...byType("mention"), ...byType("comment")]) {
      expect(notice).toMatchObject({ from: null, quip: { id: ids.anonymous, author: null } });
    }
    expect(byType("mention").length + byType("comment").length).toBeGreaterThan(0);
  });

  it("holds the member's own guesses, sealed, and nobody's guess at their quips", () => {
    expect(parsed(files, "guesses.json")).toEqual([
      {
        guessed: revealedAuthor.username,
        right: null,
        guessedAt: NOW.toISOString(),
        changedAt: null,
        quip: expect.objectContaining({ id: ids.anonymous, author: null, anonymous: true }),
      },
    ]);
    const guessedAtOwn = Object.entries(files).filter(([, text]) =>
      text.includes(ids.ownNew ?? ""),
    );
    expect(guessedAtOwn.map(([name]) => name)).toEqual(["quips.json"]);
  });

  it("never names the anonymous author anywhere in the file", () => {
    const everything = Object.values(files).join("\n");
    expect(everything).not.toContain(hiddenAuthor.username);
    expect(everything).not.toContain(hiddenAuthor.id);
    expect(everything).not.toContain("not telling");
  });

  it("names no anonymous author to an administrator either: the export reads as a member", async () => {
    const admin = await registerMember(t);
    await setAdmin(t.ctx, admin.id, true);
    await as(t, admin).post(`/api/quips/${ids.anonymous}/like`);
    const adminFiles = await filesOf(admin, await exportOf(admin));
    expect(parsed(adminFiles, "likes.json")).toEqual([
      expect.objectContaining({
        quip: expect.objectContaining({ id: ids.anonymous, author: null }),
      }),
    ]);
    expect(Object.values(adminFiles).join("\n")).not.toContain(hiddenAuthor.username);
  });
});

describe("asking for the export", () => {
  it("shows its state, one at a time and once a day", async () => {
    const member = await registerMember(t);
    const state = () => as(t, member).get("/api/users/me/export");
    expect((await state()).json()).toEqual({
      status: "none",
      requestedAt: null,
      expiresAt: null,
      byteSize: null,
      nextRequestAt: null,
      link: null,
    });

    const asked = await as(t, member).post("/api/users/me/export");
    expect(asked.statusCode).toBe(202);
    const again = await as(t, member).post("/api/users/me/export");
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(ACCOUNT_DATA_MSG.exportAlreadyPreparing);

    await t.ctx.background.settled();
    const ready = (await state()).json();
    // A preparation that failed says why on its row: the message names it.
    const [stored] = await t.ctx.db
      .select({ attempts: dataExports.attempts, lastError: dataExports.lastError })
      .from(dataExports)
      .where(eq(dataExports.userId, member.id));
    expect(ready, JSON.stringify(stored)).toMatchObject({
      status: "ready",
      expiresAt: new Date(t.clock.now().getTime() + 7 * DAY).toISOString(),
      nextRequestAt: new Date(t.clock.now().getTime() + DAY).toISOString(),
    });
    expect(ready.byteSize).toBeGreaterThan(0);

    t.clock.advance(2 * HOUR);
    const tooSoon = await as(t, member).post("/api/users/me/export");
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body).toBe(`${ACCOUNT_DATA_MSG.exportOncePerDay} Please try again in 22 hours.`);
    expect(tooSoon.headers["retry-after"]).toBe(String(22 * 3600));
    t.clock.set(NOW);
  });

  it("replaces the previous export a day later: the old link stops working", async () => {
    const member = await registerMember(t);
    const first = await exportOf(member);
    t.clock.advance(DAY);
    const second = await exportOf(member);
    expect(second).not.toBe(first);
    expect((await download(member, first)).statusCode).toBe(404);
    expect((await download(member, second)).statusCode).toBe(200);
    expect((await as(t, member).get(`/api/users/me/export?token=${first}`)).json().link).toBe(
      "invalid",
    );
    expect((await as(t, member).get(`/api/users/me/export?token=${second}`)).json().link).toBe(
      "valid",
    );
    t.clock.set(NOW);
  });
});

describe("the download link", () => {
  it("opens only for the member signed in, with their own link", async () => {
    const [owner, other] = await Promise.all([registerMember(t), registerMember(t)]);
    const token = await exportOf(owner);
    const otherToken = await exportOf(other);

    expect((await download(undefined, token)).statusCode).toBe(401);
    const someoneElses = await download(other, token);
    expect(someoneElses.statusCode).toBe(404);
    expect(someoneElses.body).toBe(ACCOUNT_DATA_MSG.exportLinkInvalid);
    expect((await download(owner, otherToken)).statusCode).toBe(404);
    expect((await download(owner, `${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await download(owner, "made-up")).statusCode).toBe(404);
    expect((await download(owner, token)).statusCode).toBe(200);
  });

  it("keeps only a hash of the token, and the file where no public route serves it", async () => {
    const member = await registerMember(t);
    const token = await exportOf(member);
    const [row] = await t.ctx.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, member.id));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.storageKey).toMatch(/^exports\/[0-9a-f]{48}\.zip$/);
    expect(await t.ctx.storage.get(row?.storageKey ?? "")).not.toBeNull();
    const served = await as(t, member).get(`/objects/${row?.storageKey}`);
    expect(served.statusCode).toBe(404);
  });

  it("works for 7 days; then the purge removes the file and the page says it expired", async () => {
    const member = await registerMember(t);
    const token = await exportOf(member);
    const [row] = await t.ctx.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, member.id));
    t.clock.advance(7 * DAY - 1000);
    expect((await download(member, token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await download(member, token)).statusCode).toBe(404);
    expect((await as(t, member).get("/api/users/me/export")).json()).toMatchObject({
      status: "expired",
      expiresAt: t.clock.now().toISOString(),
      byteSize: null,
    });

    await purgeJob.run(t.ctx);
    expect(await t.ctx.storage.get(row?.storageKey ?? "")).toBeNull();
    const [after] = await t.ctx.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, member.id));
    expect(after).toMatchObject({ status: "expired", tokenHash: null, storageKey: null });
    expect((await as(t, member).get("/api/users/me/export")).json().status).toBe("expired");
    t.clock.set(NOW);
  });
});

describe("a preparation that fails", () => {
  it("is retried by the job, then marked failed, and may be asked again at once", async () => {
    const member = await registerMember(t);
    const put = t.ctx.storage.put;
    t.ctx.storage.put = async () => {
      throw new Error("the disk is full");
    };
    try {
      expect((await as(t, member).post("/api/users/me/export")).statusCode).toBe(202);
      await t.ctx.background.settled();
      expect((await as(t, member).get("/api/users/me/export")).json().status).toBe("preparing");
      for (let attempt = 2; attempt <= 3; attempt++) {
        t.clock.advance(5 * 60_000);
        expect(await prepareDueExports(t.ctx)).toEqual({ prepared: 0, failed: 1 });
      }
    } finally {
      t.ctx.storage.put = put;
    }
    const [row] = await t.ctx.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, member.id));
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "the disk is full" });
    expect((await as(t, member).get("/api/users/me/export")).json()).toMatchObject({
      status: "failed",
      nextRequestAt: null,
    });
    await exportOf(member);
    t.clock.set(NOW);
  });
});
