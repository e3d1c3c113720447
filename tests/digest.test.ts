import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { competitionResults, quips, topicCompetitions, users } from "#server/db/schema/index.ts";
import { sendDigests } from "#server/services/mail-lists/index.ts";
import type { NotificationPreferences } from "#shared/schemas/notifications.ts";
import { as, createTopic } from "./support/factories";
import { mailsTo, sendQueuedMail } from "./support/mail";
import { appWithMailServer } from "./support/mailed-app";
import { existingMember, type Member } from "./support/members";
import type { TestSmtpServer } from "./support/smtp";
import type { TestApp } from "./support/test-app";

let t: TestApp;
let smtp: TestSmtpServer;
appWithMailServer((app, server) => {
  t = app;
  smtp = server;
});

const SUBJECT = "Your Quip digest";

async function chooseDigest(
  member: Member,
  digest: NotificationPreferences["digest"],
  quietHours: NotificationPreferences["quietHours"] = null,
) {
  const current = (await as(t, member).get("/api/notifications/preferences")).json();
  const answer = await as(t, member).put("/api/notifications/preferences", {
    ...current,
    timeZone: "UTC",
    digest,
    quietHours,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function insertQuip(author: Member, content: string, createdAt: string, extra = {}) {
  const [row] = await t.ctx.db
    .insert(quips)
    .values({ authorId: author.id, content, createdAt: new Date(createdAt), ...extra })
    .returning();
  if (!row) throw new Error("no quip");
  return row;
}

async function runDigests() {
  const report = await sendDigests(t.ctx);
  await sendQueuedMail(t);
  return report;
}

let reader: Member;
let visitor: Member;
let weekly: Member;
let sleeper: Member;
let winner: Member;
let writer: Member;
let anonymousAuthor: Member;

beforeAll(async () => {
  // A Tuesday; the members choose their digest at noon and go.
  t.clock.set("2025-09-16T12:00:00Z");
  const members = await Promise.all(Array.from({ length: 7 }, () => existingMember(t)));
  [reader, visitor, weekly, winner, writer, anonymousAuthor, sleeper] = members as [
    Member,
    Member,
    Member,
    Member,
    Member,
    Member,
    Member,
  ];
  await chooseDigest(reader, "daily");
  await chooseDigest(visitor, "daily");
  await chooseDigest(weekly, "weekly");
  await chooseDigest(sleeper, "daily", { start: "06:00", end: "10:00" });

  await createTopic(t, "2025-09-16", "Morning coffee");
  // Results published this morning, of a topic whose entries are all revealed.
  const topic = await createTopic(t, "2025-09-12", "Doing laundry");
  const entry = (author: Member, content: string, likesCount: number) =>
    insertQuip(author, content, "2025-09-12T14:00:00Z", {
      topicIdentifier: topic.topicIdentifier,
      topicText: topic.topic,
      topicOfTheDay: true,
      likesCount,
    });
  const first = await entry(winner, "Lost a sock, found a friend.", 30);
  const second = await entry(writer, "Spin cycle of life.", 20);
  const [competition] = await t.ctx.db
    .insert(topicCompetitions)
    .values({
      topicIdentifier: topic.topicIdentifier,
      topicId: topic.id,
      startedAt: new Date("2025-09-12T10:00:00Z"),
      closedAt: new Date("2025-09-14T10:00:00Z"),
      status: "processed",
      totalQuips: 2,
      processedAt: new Date("2025-09-17T06:00:00Z"),
    })
    .returning();
  if (!competition) throw new Error("no competition");
  await t.ctx.db.insert(competitionResults).values([
    {
      competitionId: competition.id,
      quipId: first.id,
      userId: winner.id,
      likesCount: 30,
      ranking: 1,
      percentile: 50,
      title: "Mayor",
      tier: "top20",
    },
    {
      competitionId: competition.id,
      quipId: second.id,
      userId: writer.id,
      likesCount: 20,
      ranking: 2,
      percentile: 100,
      title: "Deputy Mayor",
      tier: "top20",
    },
  ]);

  // Revealed since yesterday morning: the reader's own quip, and another member's.
  await insertQuip(reader, "My own quip, revealed overnight.", "2025-09-15T00:00:00Z", {
    likesCount: 4,
  });
  await insertQuip(writer, "The best revealed quip.", "2025-09-15T01:00:00Z", { likesCount: 12 });
  // Still anonymous tomorrow morning, however many likes it has.
  // Revealed on Thursday at nine: something for the sleeper's second digest.
  await insertQuip(sleeper, "The sleeper's quip.", "2025-09-16T09:00:00Z", { likesCount: 2 });
  await insertQuip(anonymousAuthor, "A young quip everyone likes.", "2025-09-16T20:00:00Z", {
    likesCount: 100,
  });

  // The visitor comes back after choosing the digest.
  t.clock.set("2025-09-16T12:10:00Z");
  expect((await as(t, visitor).get("/api/notifications/preferences")).statusCode).toBe(200);
});

describe("the digest", () => {
  it("waits for eight in the member's morning", async () => {
    t.clock.set("2025-09-17T07:59:00Z");
    await runDigests();
    expect(mailsTo(smtp, reader.email)).toEqual([]);
  });

  it("holds the published winners, the member's revealed quips and the best revealed quips, naming no anonymous author", async () => {
    t.clock.set("2025-09-17T08:00:30Z");
    const report = await runDigests();
    expect(report).toMatchObject({ mailed: 1, held: 1 });
    // The sleeper's quiet hours last until ten.
    expect(mailsTo(smtp, sleeper.email)).toEqual([]);
    const [mail] = mailsTo(smtp, reader.email, SUBJECT);
    if (!mail) throw new Error("no digest");
    expect(mail.text).toContain("WINNERS OF “DOING LAUNDRY”");
    expect(mail.text).toContain("“Lost a sock, found a friend.”");
    expect(mail.text).toContain(`1st, Mayor: @${winner.username} · 30 likes`);
    expect(mail.text).toContain(`2nd, Deputy Mayor: @${writer.username} · 20 likes`);
    expect(mail.text).toContain("YOUR QUIPS REVEALED");
    expect(mail.text).toContain("“My own quip, revealed overnight.”");
    expect(mail.text).toContain("THE BEST QUIPS SINCE YOUR LAST VISIT");
    expect(mail.text).toContain(`“The best revealed quip.”`);
    expect(mail.text).toContain("Today's topic: Morning coffee");
    expect(mail.html).toContain("Lost a sock, found a friend.");
    expect(mail.header("list-unsubscribe")).toMatch(
      /^<http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=[^>]+\.digest\.[^>]+>$/,
    );
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    for (const part of [mail.text, mail.html, mail.raw]) {
      expect(part).not.toContain("A young quip everyone likes.");
      expect(part).not.toContain(anonymousAuthor.username);
      expect(part).not.toContain(anonymousAuthor.id);
    }
  });

  it("goes to no one who visited since choosing it, nor weekly on a Wednesday, nor twice a day; after quiet hours", async () => {
    expect(mailsTo(smtp, visitor.email)).toEqual([]);
    expect(mailsTo(smtp, weekly.email)).toEqual([]);
    t.clock.set("2025-09-17T15:00:00Z");
    await runDigests();
    expect(mailsTo(smtp, reader.email, SUBJECT)).toHaveLength(1);
    expect(mailsTo(smtp, sleeper.email, SUBJECT)).toHaveLength(1);
  });

  it("is not sent empty, and stops by its one-click link, signed out", async () => {
    // Nothing new since yesterday's digest: no mail, though the member is still away.
    t.clock.set("2025-09-18T08:05:00Z");
    expect((await runDigests()).empty).toBeGreaterThanOrEqual(1);
    expect(mailsTo(smtp, reader.email, SUBJECT)).toHaveLength(1);

    const [mail] = mailsTo(smtp, reader.email, SUBJECT);
    const oneClick = /<([^>]+)>/.exec(mail?.header("list-unsubscribe") ?? "")?.[1] as string;
    const token = new URL(oneClick).searchParams.get("token");
    const answer = await as(t, undefined).post("/api/mail/unsubscribe", { token });
    expect([answer.statusCode, answer.json()]).toEqual([
      200,
      { list: "digest", label: "The Quip digest" },
    ]);
    const [row] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, reader.id));
    expect(row).toBeDefined();
    expect((await as(t, reader).get("/api/notifications/preferences")).json().digest).toBe("never");
  });

  it("is not sent again to a member who has visited since their last one", async () => {
    expect(mailsTo(smtp, sleeper.email, SUBJECT)).toHaveLength(1);
    // They come back; Thursday's digest would have held their quip revealed at nine.
    t.clock.set("2025-09-18T08:10:00Z");
    expect((await as(t, sleeper).get("/api/notifications/preferences")).statusCode).toBe(200);
    t.clock.set("2025-09-18T10:30:00Z");
    await runDigests();
    expect(mailsTo(smtp, sleeper.email, SUBJECT)).toHaveLength(1);
  });
});
