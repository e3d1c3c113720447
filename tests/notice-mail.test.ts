import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notificationPreferences } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { sendNoticeMail } from "#server/services/mail-lists/index.ts";
import { MAIL_LISTS_MSG } from "#shared/messages/mail-lists.ts";
import type { NotificationPreferences } from "#shared/schemas/notifications.ts";
import { as, postQuip } from "./support/factories";
import { mailsTo, sendQueuedMail } from "./support/mail";
import { appWithMailServer } from "./support/mailed-app";
import { existingMember, type Member } from "./support/members";
import type { ReceivedMail, TestSmtpServer } from "./support/smtp";
import type { TestApp } from "./support/test-app";

let t: TestApp;
let smtp: TestSmtpServer;
appWithMailServer((app, server) => {
  t = app;
  smtp = server;
});

const START = "2025-09-16T12:00:00.000Z";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(() => {
  t.clock.set(START);
});

async function changePreferences(
  member: Member,
  change: (p: NotificationPreferences) => NotificationPreferences,
) {
  const current = (await as(t, member).get("/api/notifications/preferences")).json();
  const answer = await as(t, member).put(
    "/api/notifications/preferences",
    change({ ...current, timeZone: current.timeZone ?? "UTC" }),
  );
  expect(answer.statusCode, answer.body).toBe(200);
}

/** A member who gets replies, comments and mentions by mail. */
async function mailedMember(): Promise<Member> {
  const member = await existingMember(t);
  await changePreferences(member, (p) => ({
    ...p,
    kinds: {
      ...p.kinds,
      comments: { ...p.kinds.comments, mail: true },
      mentions: { ...p.kinds.mentions, mail: true },
    },
  }));
  return member;
}

/** Runs the notice mailer at the clock's time and hands what it queued to SMTP. */
async function runNoticeMail() {
  await t.ctx.background.settled();
  const report = await sendNoticeMail(t.ctx);
  await sendQueuedMail(t);
  return report;
}

const oneClickOf = (mail: ReceivedMail) => {
  const header = mail.header("list-unsubscribe") ?? "";
  const url = /^<(http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=[^>]+)>$/.exec(
    header,
  )?.[1];
  expect(url, header).toBeDefined();
  return new URL(url as string);
};

describe("gathered notice mail", () => {
  it("mails a kind's notice once its minute is over, worded as Activity, with one-click unsubscribe", async () => {
    t.clock.set(START);
    const bob = await mailedMember();
    const alice = await existingMember(t);
    const quip = await postQuip(t, bob, "a quip that gets a comment");
    await as(t, alice).post(`/api/quips/${quip.id}/comments`, { content: "ha!" });
    // Within the notice's own minute nothing leaves.
    await runNoticeMail();
    expect(mailsTo(smtp, bob.email)).toEqual([]);
    t.clock.advance(MINUTE);
    const report = await runNoticeMail();
    expect(report.mailed).toBe(1);
    const [mail] = mailsTo(smtp, bob.email);
    expect(mail?.header("subject")).toBe(`@${alice.username} commented on your quip`);
    expect(mail?.text).toContain("“a quip that gets a comment”");
    expect(mail?.text).toContain(`http://localhost:3000/quip/${quip.id}`);
    expect(mail?.html).toContain(`@${alice.username} commented on your quip`);
    expect(mail?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    oneClickOf(mail as ReceivedMail);
    expect(mail?.text).toMatch(
      /Unsubscribe from this list: http:\/\/localhost:3000\/unsubscribe\?token=/,
    );
    // Alice's follow is another kind, whose mail is off by default.
    await as(t, alice).post(`/api/users/${bob.id}/follow`);
    t.clock.advance(MINUTE);
    await runNoticeMail();
    expect(mailsTo(smtp, bob.email)).toHaveLength(1);
  });

  it("gathers what comes within the hour into one mail, and mails nothing twice", async () => {
    t.clock.set(START);
    const cleo = await mailedMember();
    const fans = [await existingMember(t), await existingMember(t), await existingMember(t)];
    const quip = await postQuip(t, cleo, "much discussed");
    const comment = (fan: Member, content: string) =>
      as(t, fan).post(`/api/quips/${quip.id}/comments`, { content });
    await comment(fans[0] as Member, "first");
    t.clock.advance(MINUTE);
    await runNoticeMail();
    expect(mailsTo(smtp, cleo.email)).toHaveLength(1);
    t.clock.advance(10 * MINUTE);
    await comment(fans[1] as Member, "second");
    t.clock.advance(10 * MINUTE);
    await comment(fans[2] as Member, "third");
    t.clock.advance(MINUTE);
    await runNoticeMail();
    expect(mailsTo(smtp, cleo.email)).toHaveLength(1);
    t.clock.set(new Date(new Date(START).getTime() + HOUR + MINUTE));
    await runNoticeMail();
    const mails = mailsTo(smtp, cleo.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.header("subject")).toBe("2 new notices on Quip: Replies and comments");
    expect(mails[1]?.text).toContain(`@${fans[2]?.username} commented on your quip`);
    expect(mails[1]?.text).toContain(`@${fans[1]?.username} commented on your quip`);
    expect(mails[1]?.text).not.toContain(`@${fans[0]?.username}`);
    t.clock.advance(2 * HOUR);
    await runNoticeMail();
    expect(mailsTo(smtp, cleo.email)).toHaveLength(2);
  });

  it("mails nothing the member has read in Activity, or turned off", async () => {
    t.clock.set(START);
    const dee = await mailedMember();
    const other = await existingMember(t);
    const quip = await postQuip(t, dee, "read at once");
    await as(t, other).post(`/api/quips/${quip.id}/comments`, { content: "seen?" });
    expect((await as(t, dee).post("/api/notifications/read", {})).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    await runNoticeMail();
    expect(mailsTo(smtp, dee.email)).toEqual([]);

    const quiet = await existingMember(t);
    const theirs = await postQuip(t, quiet, "comments by mail are off by default");
    await as(t, other).post(`/api/quips/${theirs.id}/comments`, { content: "hello" });
    t.clock.advance(MINUTE);
    await runNoticeMail();
    expect(mailsTo(smtp, quiet.email)).toEqual([]);
  });

  it("holds mail inside quiet hours, in the member's time zone, and sends it when they end", async () => {
    const gus = await mailedMember();
    await changePreferences(gus, (p) => ({
      ...p,
      quietHours: { start: "22:00", end: "07:00" },
      timeZone: "America/New_York",
    }));
    // 23:30 in New York.
    t.clock.set("2025-09-17T03:30:00Z");
    const quip = await postQuip(t, gus, "a late-night quip");
    await as(t, await existingMember(t)).post(`/api/quips/${quip.id}/comments`, { content: "zzz" });
    t.clock.advance(MINUTE);
    expect((await runNoticeMail()).held).toBeGreaterThanOrEqual(1);
    t.clock.set("2025-09-17T10:59:00Z");
    await runNoticeMail();
    expect(mailsTo(smtp, gus.email)).toEqual([]);
    t.clock.set("2025-09-17T11:00:30Z");
    await runNoticeMail();
    expect(mailsTo(smtp, gus.email).map((m) => m.header("subject"))).toEqual([
      expect.stringContaining("commented on your quip"),
    ]);
  });

  it("never names the anonymous author it announces, even to an administrator, and mails nothing for a quip's mention", async () => {
    t.clock.set("2025-09-18T12:00:00Z");
    const fay = await mailedMember();
    await setAdmin(t.ctx, fay.id, true);
    const author = await existingMember(t);
    const quip = await postQuip(t, author, "who wrote me?");
    const question = await as(t, fay).post(`/api/quips/${quip.id}/comments`, { content: "who?" });
    await as(t, author).post(`/api/quips/${quip.id}/comments`, {
      content: `not telling @${fay.username}`,
      parentCommentId: question.json().id,
    });
    // A mention in a quip is caused by posting an anonymous quip: never sent beyond Activity.
    await postQuip(t, author, `hello @${fay.username}`);
    t.clock.advance(MINUTE);
    await runNoticeMail();
    const mails = mailsTo(smtp, fay.email);
    expect(mails.map((m) => m.header("subject")).sort()).toEqual([
      "Someone anonymous mentioned you in a comment",
      "Someone anonymous replied to your comment",
    ]);
    for (const mail of mails) {
      expect(mail.raw).not.toContain(author.id);
      expect(mail.raw).not.toContain(author.username);
      expect(mail.raw).not.toContain("hello @");
    }
  });
});

describe("one-click unsubscribe", () => {
  let member: Member;
  let oneClick: URL;
  beforeAll(async () => {
    t.clock.set("2025-09-20T12:00:00Z");
    member = await mailedMember();
    const quip = await postQuip(t, member, "to unsubscribe from");
    await as(t, await existingMember(t)).post(`/api/quips/${quip.id}/comments`, { content: "hi" });
    t.clock.advance(MINUTE);
    await runNoticeMail();
    const [mail] = mailsTo(smtp, member.email);
    oneClick = oneClickOf(mail as ReceivedMail);
  });

  const mailChoice = async () => {
    const [row] = await t.ctx.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, member.id));
    return row?.kinds.comments?.mail;
  };

  it("does nothing on a GET of the link but lead to the page that asks", async () => {
    const answer = await as(t, undefined).get(`${oneClick.pathname}${oneClick.search}`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/unsubscribe${oneClick.search}`);
    expect(await mailChoice()).toBe(true);
  });

  it("refuses a tampered token with a clear 400", async () => {
    const token = oneClick.searchParams.get("token") as string;
    const tampered = token.replace(".comments.", ".likes.");
    for (const bad of [tampered, `${token.slice(0, -2)}AA`, "nonsense"]) {
      const answer = await as(t, undefined).post("/api/mail/unsubscribe", { token: bad });
      expect([answer.statusCode, answer.body]).toEqual([400, MAIL_LISTS_MSG.badToken]);
    }
    const none = await as(t, undefined).post("/api/mail/unsubscribe", {});
    expect([none.statusCode, none.body]).toEqual([400, MAIL_LISTS_MSG.badToken]);
    expect(await mailChoice()).toBe(true);
  });

  it("turns that mail off when a mail client posts the one-click form, signed out", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        // A webmail's page, on another site, may send it: the token is the authority.
        "sec-fetch-site": "cross-site",
        origin: "https://mail.example.net",
      },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ list: "comments", label: "Mail about replies and comments" });
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(await mailChoice()).toBe(false);
    const settings = (await as(t, member).get("/api/notifications/preferences")).json();
    expect(settings.kinds.comments).toEqual({ activity: true, push: true, mail: false });
    expect(settings.kinds.mentions.mail).toBe(true);
    // Again: the same answer, telling nothing of the account.
    const again = await as(t, undefined).post("/api/mail/unsubscribe", {
      token: oneClick.searchParams.get("token"),
    });
    expect([again.statusCode, again.json()]).toEqual([200, answer.json()]);
  });
});
