import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { CONTACT_LIMITS } from "#shared/limits.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { CONTACT_INBOX_MSG } from "#shared/messages/contact.ts";
import type { ContactInboxPage, ContactMessage } from "#shared/schemas/contact.ts";
import { as } from "./support/factories";
import { sendQueuedMail } from "./support/mail";
import { existingMember, type Member } from "./support/members";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp";
import { createTestApp, type TestApp } from "./support/test-app";

const MISSING = "00000000-0000-4000-8000-000000000000";
const MINUTE = 60_000;

let t: TestApp;
let smtp: TestSmtpServer;
let admin: Member;
let member: Member;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await existingMember(t);
  await setAdmin(t.ctx, admin.id, true);
  member = await existingMember(t);
});
afterAll(async () => {
  if (t) await t.ctx.background.settled();
  await t?.close();
  await smtp?.close();
});

let sent = 0;
/** A contact message as a visitor (or as a signed-in member) sends it; answers its id. */
async function contact(from?: Member, subject?: string): Promise<string> {
  sent += 1;
  t.clock.advance(MINUTE);
  const response = await as(t, from).post("/api/contact", {
    name: "Ada Lovelace",
    email: `ada${sent}@example.com`,
    subject: subject ?? `Question number ${sent}`,
    message: `The analytical engine, question ${sent}, in some detail.`,
  });
  expect(response.statusCode).toBe(200);
  const [row] = await t.ctx.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.email, `ada${sent}@example.com`));
  if (!row) throw new Error("the message was not stored");
  return row.id;
}

const inbox = async (query = "") => {
  const response = await as(t, admin).get(`/api/admin/contact-messages${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as ContactInboxPage;
};
const unread = async () =>
  (await as(t, admin).get("/api/admin/contact-messages/unread-count")).json().count as number;
const open = async (id: string) => {
  const response = await as(t, admin).get(`/api/admin/contact-messages/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json() as ContactMessage;
};
const reply = (id: string, text: unknown, by: Member = admin) =>
  as(t, by).post(`/api/admin/contact-messages/${id}/reply`, { text });

describe("the contact inbox", () => {
  it("lists messages newest first, unread, with the member who sent one", async () => {
    const before = await unread();
    const first = await contact();
    const second = await contact(member);
    const page = await inbox();
    expect(page.messages.slice(0, 2).map((m) => m.id)).toEqual([second, first]);
    expect(page.messages[0]).toMatchObject({
      name: "Ada Lovelace",
      subject: expect.stringMatching(/^Question number/),
      excerpt: expect.stringMatching(/^The analytical engine/),
      member: { id: member.id, username: member.username },
      readAt: null,
      answeredAt: null,
      archivedAt: null,
    });
    expect(page.messages[1]?.member).toBeNull();
    expect(await unread()).toBe(before + 2);
  });

  it("opening a message marks it read, once, for every administrator", async () => {
    const id = await contact();
    const before = await unread();
    const opened = await open(id);
    expect(opened).toMatchObject({
      id,
      message: expect.stringMatching(/^The analytical engine/),
      readAt: t.clock.now().toISOString(),
      replies: [],
    });
    expect(await unread()).toBe(before - 1);
    t.clock.advance(MINUTE);
    expect((await open(id)).readAt).toBe(opened.readAt);
    expect((await inbox()).messages.find((m) => m.id === id)?.readAt).toBe(opened.readAt);
  });

  it("an answer is mailed to the sender from the site, and says who answered and when", async () => {
    const id = await contact(undefined, "Where is my badge?");
    const [row] = await t.ctx.db
      .select({ email: contactMessages.email })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    const to = row?.email as string;
    const text = "  It arrives once every quip of the competition is revealed.\nThanks!  ";
    const response = await reply(id, text);
    expect(response.statusCode).toBe(200);
    const answered = response.json() as ContactMessage;
    const now = t.clock.now().toISOString();
    expect(answered).toMatchObject({ answeredAt: now, readAt: now });
    expect(answered.replies).toEqual([
      {
        id: expect.any(String),
        text: text.trim(),
        createdAt: now,
        admin: { id: admin.id, username: admin.username },
      },
    ]);

    const queued = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.subject).toBe("Re: Where is my badge?");

    await sendQueuedMail(t);
    const mail = smtp.messages.find((m) => m.to.includes(to));
    if (!mail) throw new Error("no answer reached the sender");
    expect(mail.header("subject")).toBe("Re: Where is my badge?");
    expect(mail.text).toContain("It arrives once every quip of the competition is revealed.");
    expect(mail.text).toContain("> The analytical engine");
    // From the site and signed by the team: the administrator's name and address stay theirs.
    expect(mail.raw).not.toContain(admin.email);
    expect(mail.text).not.toContain(admin.username);

    // A second answer is a second mail, and the message keeps both, oldest first.
    t.clock.advance(MINUTE);
    const again = (await reply(id, "One more thing.")).json() as ContactMessage;
    expect(again.replies.map((r) => r.text)).toEqual([text.trim(), "One more thing."]);
    expect(again.answeredAt).toBe(t.clock.now().toISOString());
    expect(
      await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)),
    ).toHaveLength(2);
  });

  it("archives a message out of the inbox and back", async () => {
    const id = await contact();
    const before = await unread();
    const archive = await as(t, admin).post(`/api/admin/contact-messages/${id}/archive`);
    expect(archive.statusCode).toBe(200);
    expect(archive.json().archivedAt).toBe(t.clock.now().toISOString());
    // An unread message put away is no longer waiting for anyone.
    expect(await unread()).toBe(before - 1);
    expect((await inbox()).messages.map((m) => m.id)).not.toContain(id);
    expect((await inbox("?view=archived")).messages.map((m) => m.id)).toContain(id);

    const back = await as(t, admin).post(`/api/admin/contact-messages/${id}/unarchive`);
    expect(back.statusCode).toBe(200);
    expect(back.json().archivedAt).toBeNull();
    expect(await unread()).toBe(before);
    expect((await inbox()).messages.map((m) => m.id)).toContain(id);
    expect((await inbox("?view=archived")).messages.map((m) => m.id)).not.toContain(id);
  });

  it("pages the inbox 20 at a time", async () => {
    const size = CONTACT_LIMITS.inboxPageSize;
    const { totalCount } = await inbox();
    for (let i = totalCount; i <= size; i++) await contact();
    const first = await inbox("?page=1");
    const second = await inbox("?page=2");
    expect(first.messages).toHaveLength(size);
    expect(first.totalCount).toBeGreaterThan(size);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / size));
    expect(second.page).toBe(2);
    const ids = new Set(first.messages.map((m) => m.id));
    expect(second.messages.some((m) => ids.has(m.id))).toBe(false);
  });

  it("names a member by their current username, and forgets them with their account", async () => {
    const sender = await existingMember(t);
    const id = await contact(sender);
    expect((await open(id)).member).toEqual({ id: sender.id, username: sender.username });
    const gone = await as(t, admin).delete(`/api/admin/users/${sender.id}`);
    expect(gone.statusCode).toBe(204);
    const after = await open(id);
    expect(after.member).toBeNull();
    expect(after.name).toBe("Ada Lovelace");
  });
});

describe("refusals", () => {
  it.each([
    ["no text", {}, CONTACT_INBOX_MSG.replyRequired],
    ["spaces only", { text: "   " }, CONTACT_INBOX_MSG.replyRequired],
    [
      "an answer over the limit",
      { text: "x".repeat(CONTACT_LIMITS.replyMax + 1) },
      CONTACT_INBOX_MSG.replyTooLong,
    ],
  ])("refuses a reply with %s, and sends nothing", async (_label, body, message) => {
    const id = await contact();
    const outbox = (await t.ctx.db.select().from(mailOutbox)).length;
    const response = await as(t, admin).post(`/api/admin/contact-messages/${id}/reply`, body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(message);
    expect((await open(id)).replies).toEqual([]);
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(outbox);
  });

  it("takes an answer exactly at the limit", async () => {
    const id = await contact();
    expect((await reply(id, "x".repeat(CONTACT_LIMITS.replyMax))).statusCode).toBe(200);
  });

  it.each([
    ["GET", ""],
    ["POST", "/reply"],
    ["POST", "/archive"],
    ["POST", "/unarchive"],
  ])("answers 404 to %s of a message that is not there%s", async (method, action) => {
    const response = await t.app.inject({
      method: method as "GET" | "POST",
      url: `/api/admin/contact-messages/${MISSING}${action}`,
      headers: { cookie: admin.cookie },
      ...(action === "/reply" ? { payload: { text: "Hello" } } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(CONTACT_INBOX_MSG.notFound);
  });

  it("answers 400 to an id that is no id", async () => {
    expect((await as(t, admin).get("/api/admin/contact-messages/not-an-id")).statusCode).toBe(400);
  });

  it("refuses a member 403 and a visitor 401, and leaves the message unread", async () => {
    const id = await contact();
    for (const [who, status, message] of [
      [member, 403, AUTH_MSG.forbidden],
      [undefined, 401, AUTH_MSG.unauthorized],
    ] as const) {
      for (const url of [
        "/api/admin/contact-messages",
        "/api/admin/contact-messages/unread-count",
        `/api/admin/contact-messages/${id}`,
      ]) {
        const response = await as(t, who).get(url);
        expect(response.statusCode).toBe(status);
        expect(response.body).toBe(message);
      }
      for (const action of ["reply", "archive", "unarchive"]) {
        const response = await as(t, who).post(`/api/admin/contact-messages/${id}/${action}`, {
          text: "Hello",
        });
        expect(response.statusCode).toBe(status);
      }
    }
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ readAt: null, answeredAt: null, archivedAt: null });
  });
});
