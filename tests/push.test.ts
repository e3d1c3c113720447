import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushOutbox, pushSubscriptions } from "#server/db/schema/index.ts";
import { deliverDuePushes } from "#server/services/push/index.ts";
import { revealDueQuips } from "#server/services/quips/reveal.service.ts";
import { DEFAULT_CHANNELS } from "#shared/rules/notice-kinds.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { changePreferences, preferencesOf } from "./support/notification-preferences";
import { type Device, type PushService, startPushService } from "./support/push-service";
import { createTestApp, type TestApp } from "./support/test-app";

const START = "2025-09-16T12:00:00Z";
let t: TestApp;
let service: PushService;

beforeAll(async () => {
  t = await createTestApp({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: "true" } });
  t.clock.set(START);
  service = await startPushService(t.clock.now);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const subscribe = (member: Member, device: Device) =>
  as(t, member).post("/api/push/subscriptions", device.subscription);

async function memberWithDevice(name: string): Promise<{ member: Member; device: Device }> {
  const member = await registerMember(t);
  const device = service.subscribe(name);
  expect((await subscribe(member, device)).statusCode).toBe(204);
  return { member, device };
}

/** What the sender has pushed once requests' nudges and a scheduled run are done. */
/**
 * What the device has been pushed, by title: the sender sends several at once, so pushes due
 * together arrive in no set order.
 */
async function pushedTo(device: Device) {
  await t.ctx.background.settled();
  await deliverDuePushes(t.ctx);
  return service.received
    .filter((push) => push.device === device.name)
    .sort((a, b) => a.payload.title.localeCompare(b.payload.title, "en"));
}

describe("notification settings", () => {
  it("start at the defaults and keep what the member saves", async () => {
    const member = await registerMember(t);
    const initial = await preferencesOf(t, member);
    expect(initial).toEqual({
      kinds: DEFAULT_CHANNELS,
      quietHours: null,
      timeZone: null,
      digest: "never",
    });
    expect(initial.kinds.likes).toEqual({ activity: true, push: false, mail: false });
    expect(initial.kinds.results.mail).toBe(true);
    expect(initial.kinds.moderation.mail).toBe(true);
    const saved = await changePreferences(t, member, (p) => ({
      ...p,
      kinds: { ...p.kinds, likes: { activity: false, push: true, mail: false } },
      quietHours: { start: "22:30", end: "07:00" },
      timeZone: "Europe/Paris",
      digest: "weekly",
    }));
    expect(await preferencesOf(t, member)).toEqual(saved);
    expect(saved).toMatchObject({
      quietHours: { start: "22:30", end: "07:00" },
      timeZone: "Europe/Paris",
      digest: "weekly",
    });
  });

  it("refuse what cannot be kept, with a clear message", async () => {
    const member = await registerMember(t);
    const valid = { ...(await preferencesOf(t, member)), timeZone: "UTC" };
    const put = (body: unknown) => as(t, member).put("/api/notifications/preferences", body);
    const moderationOff = await put({
      ...valid,
      kinds: { ...valid.kinds, moderation: { activity: false, push: true, mail: true } },
    });
    expect(moderationOff.statusCode).toBe(400);
    expect(moderationOff.body).toContain("Moderation notices always show in Activity");
    const zone = await put({ ...valid, timeZone: "Mars/Olympus" });
    expect(zone.statusCode).toBe(400);
    expect(zone.body).toContain("Unknown time zone");
    const same = await put({ ...valid, quietHours: { start: "08:00", end: "08:00" } });
    expect(same.statusCode).toBe(400);
    expect(same.body).toContain("different times");
    expect((await put({ ...valid, quietHours: { start: "25:00", end: "08:00" } })).statusCode).toBe(
      400,
    );
    expect((await put({ ...valid, digest: "hourly" })).statusCode).toBe(400);
    expect((await as(t, undefined).get("/api/notifications/preferences")).statusCode).toBe(401);
  });

  it("let a member take likes out of Activity and its badge, and bring them back", async () => {
    const author = await registerMember(t);
    const fan = await registerMember(t);
    const quip = await postQuip(t, author, "liked, then hidden from Activity");
    await as(t, fan).post(`/api/quips/${quip.id}/like`);
    const types = async () =>
      (await as(t, author).get(`/api/users/${author.id}/activity?limit=50`))
        .json()
        .items.map((i: { type: string }) => i.type);
    const unread = async () =>
      (await as(t, author).get("/api/notifications/unread-count")).json().count;
    expect(await types()).toEqual(["like"]);
    expect(await unread()).toBe(1);
    await changePreferences(t, author, (p) => ({
      ...p,
      kinds: { ...p.kinds, likes: { ...p.kinds.likes, activity: false } },
    }));
    expect(await types()).toEqual([]);
    expect(await unread()).toBe(0);
    await changePreferences(t, author, (p) => ({
      ...p,
      kinds: { ...p.kinds, likes: { ...p.kinds.likes, activity: true } },
    }));
    expect(await types()).toEqual(["like"]);
  });
});

describe("push subscriptions", () => {
  it("give the same public key every time, an uncompressed P-256 point", async () => {
    const first = (await as(t, undefined).get("/api/push/public-key")).json().publicKey;
    const again = (await as(t, undefined).get("/api/push/public-key")).json().publicKey;
    expect(first).toBe(again);
    const point = Buffer.from(first, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });

  it("refuse keys a browser would not make, and visitors", async () => {
    const member = await registerMember(t);
    const device = service.subscribe("refused keys");
    const { endpoint, keys } = device.subscription;
    const badKey = await as(t, member).post("/api/push/subscriptions", {
      endpoint,
      keys: { ...keys, p256dh: keys.auth },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.body).toContain("P-256");
    const badAuth = await as(t, member).post("/api/push/subscriptions", {
      endpoint,
      keys: { ...keys, auth: "c2hvcnQ" },
    });
    expect(badAuth.statusCode).toBe(400);
    expect(
      (await as(t, undefined).post("/api/push/subscriptions", device.subscription)).statusCode,
    ).toBe(401);
  });

  it("move an endpoint to the member who subscribes it last, and forget it on DELETE", async () => {
    const { member: first, device } = await memberWithDevice("shared browser");
    const second = await registerMember(t);
    expect((await subscribe(second, device)).statusCode).toBe(204);
    const rows = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(rows.map((r) => r.userId)).toEqual([second.id]);
    const remove = (member: Member) =>
      t.app.inject({
        method: "DELETE",
        url: "/api/push/subscriptions",
        headers: { cookie: member.cookie },
        payload: { endpoint: device.subscription.endpoint },
      });
    expect((await remove(first)).statusCode).toBe(204);
    expect(
      await t.ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, second.id)),
    ).toHaveLength(1);
    expect((await remove(second)).statusCode).toBe(204);
    expect((await remove(second)).statusCode).toBe(204);
    expect(
      await t.ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, second.id)),
    ).toHaveLength(0);
  });
});

describe("pushes", () => {
  it("reach the right member with the words of their Activity, signed and encrypted", async () => {
    const { member: bob, device } = await memberWithDevice("bob's phone");
    const alice = await registerMember(t);
    const quip = await postQuip(t, bob, "a quip that gets a comment");
    await as(t, alice).post(`/api/quips/${quip.id}/comments`, { content: "ha!" });
    await as(t, alice).post(`/api/users/${bob.id}/follow`);
    const pushes = await pushedTo(device);
    expect(service.refused).toEqual([]);
    expect(pushes.map((p) => p.payload)).toEqual([
      {
        title: `@${alice.username} commented on your quip`,
        body: "“a quip that gets a comment”",
        url: `/quip/${quip.id}`,
        tag: `comment:${quip.id}`,
      },
      {
        title: `@${alice.username} started following you`,
        body: "",
        url: `/profile/${alice.id}`,
        tag: `follow:${alice.id}`,
      },
    ]);
    expect(pushes[0]?.headers.urgency).toBe("normal");
    expect(pushes[0]?.headers.ttl).toBeGreaterThan(11 * 3600);
    expect(pushes[0]?.headers.ttl).toBeLessThanOrEqual(12 * 3600);
    expect(pushes[0]?.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    // Nothing is left waiting.
    expect(await t.ctx.db.select().from(pushOutbox)).toEqual([]);
  });

  it("push likes only once turned on, never one's own, and a mention only in a comment", async () => {
    const { member: carol, device } = await memberWithDevice("carol's laptop");
    const dan = await registerMember(t);
    const quip = await postQuip(t, carol, "likeable");
    await as(t, dan).post(`/api/quips/${quip.id}/like`);
    expect(await pushedTo(device)).toEqual([]);
    await changePreferences(t, carol, (p) => ({
      ...p,
      kinds: { ...p.kinds, likes: { ...p.kinds.likes, push: true } },
    }));
    await as(t, dan).post(`/api/quips/${quip.id}/like`);
    await as(t, dan).post(`/api/quips/${quip.id}/like`);
    await as(t, carol).post(`/api/quips/${quip.id}/like`);
    // A mention in a quip is caused by posting an anonymous quip: never pushed.
    const mentioning = await postQuip(t, dan, `hello @${carol.username}`);
    // On his own anonymous quip his comment names nobody, as the site shows it.
    await as(t, dan).post(`/api/quips/${mentioning.id}/comments`, {
      content: `and again @${carol.username}`,
    });
    const titles = (await pushedTo(device)).map((p) => p.payload.title);
    expect(titles).toEqual([
      `@${dan.username} liked your quip`,
      "Someone anonymous mentioned you in a comment",
    ]);
    const types = (await as(t, carol).get(`/api/users/${carol.id}/activity?limit=50`))
      .json()
      .items.map((i: { type: string }) => i.type);
    expect(types).toEqual(expect.arrayContaining(["mention", "like", "self_like"]));
  });

  it("send nothing on a channel the member turned off", async () => {
    const { member: erin, device } = await memberWithDevice("erin's tablet");
    await changePreferences(t, erin, (p) => ({
      ...p,
      kinds: { ...p.kinds, comments: { ...p.kinds.comments, push: false } },
    }));
    const quip = await postQuip(t, erin, "quiet please");
    await as(t, await registerMember(t)).post(`/api/quips/${quip.id}/comments`, { content: "hi" });
    expect(await pushedTo(device)).toEqual([]);
    expect(await t.ctx.db.select().from(pushOutbox)).toEqual([]);
  });

  it("never name the anonymous author whose reply they announce", async () => {
    const { member: fay, device } = await memberWithDevice("fay's phone");
    const author = await registerMember(t);
    const quip = await postQuip(t, author, "who wrote me?");
    const question = await as(t, fay).post(`/api/quips/${quip.id}/comments`, { content: "who?" });
    await as(t, author).post(`/api/quips/${quip.id}/comments`, {
      content: `not telling @${fay.username}`,
      parentCommentId: question.json().id,
    });
    const pushes = await pushedTo(device);
    expect(pushes.map((p) => p.payload.title)).toEqual([
      "Someone anonymous mentioned you in a comment",
      "Someone anonymous replied to your comment",
    ]);
    const text = JSON.stringify(pushes);
    expect(text).not.toContain(author.id);
    expect(text).not.toContain(author.username);
  });

  it("wait for the end of quiet hours, in the member's time zone", async () => {
    const { member: gus, device } = await memberWithDevice("gus's phone");
    await changePreferences(t, gus, (p) => ({
      ...p,
      quietHours: { start: "22:00", end: "07:00" },
      timeZone: "America/New_York",
    }));
    // 23:30 in New York.
    t.clock.set("2025-09-17T03:30:00Z");
    const quip = await postQuip(t, gus, "a late-night quip");
    await as(t, await registerMember(t)).post(`/api/quips/${quip.id}/comments`, { content: "zzz" });
    expect(await pushedTo(device)).toEqual([]);
    const [held] = await t.ctx.db.select().from(pushOutbox);
    expect(held?.nextAttemptAt).toEqual(new Date("2025-09-17T11:00:00Z"));
    expect(held?.attempts).toBe(0);
    t.clock.set("2025-09-17T10:59:00Z");
    expect(await pushedTo(device)).toEqual([]);
    t.clock.set("2025-09-17T11:00:30Z");
    expect((await pushedTo(device)).map((p) => p.payload.url)).toEqual([`/quip/${quip.id}`]);
    t.clock.set(START);
  });

  it("drop a push that quiet hours held past its staleness, keeping the notice in Activity", async () => {
    const { member: hal, device } = await memberWithDevice("hal's phone");
    await changePreferences(t, hal, (p) => ({
      ...p,
      quietHours: { start: "00:00", end: "23:00" },
      timeZone: "UTC",
    }));
    t.clock.set("2025-09-18T00:30:00Z");
    const quip = await postQuip(t, hal, "posted at half past midnight");
    await as(t, await registerMember(t)).post(`/api/quips/${quip.id}/comments`, { content: "hey" });
    expect(await pushedTo(device)).toEqual([]);
    t.clock.set("2025-09-18T23:00:30Z");
    expect(await pushedTo(device)).toEqual([]);
    expect(await t.ctx.db.select().from(pushOutbox)).toEqual([]);
    const items = (await as(t, hal).get(`/api/users/${hal.id}/activity`)).json().items;
    expect(items).toHaveLength(1);
    t.clock.set(START);
  });

  it("drop a subscription its push service answers 410, and retry one that answers 500", async () => {
    const { member: ivy, device } = await memberWithDevice("ivy's old browser");
    const quip = await postQuip(t, ivy, "gone");
    const commenter = await registerMember(t);
    service.answer(device, 500);
    await as(t, commenter).post(`/api/quips/${quip.id}/comments`, { content: "one" });
    const errors: string[] = [];
    const log = t.ctx.mailer.log.error;
    t.ctx.mailer.log.error = (_error: unknown, message: string) => errors.push(message);
    try {
      expect(await pushedTo(device)).toEqual([]);
      const [row] = await t.ctx.db.select().from(pushOutbox);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 60_000);
      expect(errors.join()).toContain("attempt 1 of 8");
      service.answer(device, 410);
      t.clock.advance(61_000);
      expect(await pushedTo(device)).toEqual([]);
    } finally {
      t.ctx.mailer.log.error = log;
    }
    const rows = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, ivy.id));
    expect(rows).toEqual([]);
    expect(await t.ctx.db.select().from(pushOutbox)).toEqual([]);
    t.clock.set(START);
  });

  it("announce a reveal at a drawn instant of the minute after the job's, never in its run", async () => {
    const { member: jo, device } = await memberWithDevice("jo's phone");
    const quip = await postQuip(t, jo, "soon to be revealed");
    t.clock.set(new Date(new Date(START).getTime() + 48 * 3_600_000 + 17_000));
    await revealDueQuips(t.ctx);
    expect(await pushedTo(device)).toEqual([]);
    const [row] = await t.ctx.db.select().from(pushOutbox);
    const minute = new Date(START).getTime() + 48 * 3_600_000;
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(minute + 60_000);
    expect(row?.nextAttemptAt.getTime()).toBeLessThan(minute + 120_000);
    t.clock.set(new Date(minute + 120_000));
    const pushes = await pushedTo(device);
    expect(pushes.map((p) => p.payload)).toEqual([
      {
        title: "Your quip reached 48 hours with 0 likes",
        body: "“soon to be revealed”\nYour name now shows on it.",
        url: `/quip/${quip.id}`,
        tag: `quip_48_hours:${quip.id}`,
      },
    ]);
    expect(pushes[0]?.headers.urgency).toBe("low");
    t.clock.set(START);
  });
});

describe("push endpoints in production", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: "production" } });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it("refuse loopback and private addresses, and admit the known push services", async () => {
    const member = await registerMember(prod);
    const { keys } = service.subscribe("production check").subscription;
    const post = (endpoint: string) =>
      prod.app.inject({
        method: "POST",
        url: "/api/push/subscriptions",
        headers: { cookie: member.cookie },
        payload: { endpoint, keys },
      });
    for (const endpoint of [
      `${service.origin}/push/x`,
      "https://127.0.0.1/push/x",
      "https://10.0.0.5/push/x",
      "https://[::1]/push/x",
      "https://localhost/push/x",
      "https://169.254.169.254/latest",
      "https://push.example.net/x",
      "http://fcm.googleapis.com/fcm/send/x",
    ]) {
      const answer = await post(endpoint);
      expect(answer.statusCode, endpoint).toBe(400);
      expect(answer.body, endpoint).toMatch(/push subscription's endpoint/);
    }
    expect((await post("https://fcm.googleapis.com/fcm/send/abc")).statusCode).toBe(204);
  });

  it("refuse to start with private endpoints admitted", async () => {
    await expect(
      createTestApp({ env: { NODE_ENV: "production", PUSH_ALLOW_PRIVATE_ENDPOINTS: "true" } }),
    ).rejects.toThrow(/PUSH_ALLOW_PRIVATE_ENDPOINTS/);
  });
});
