import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activities,
  notificationPreferences,
  pushOutbox,
  pushSubscriptions,
  topicPushFanouts,
} from "#server/db/schema/index.ts";
import { activateTopicJob } from "#server/jobs/activate-topic.job.ts";
import { deliverDuePushes, queueTopicPushes } from "#server/services/push/index.ts";
import { TOPIC_PUSH_CHUNK } from "#server/services/push/topic-fanout.service.ts";
import { activateCurrentTopic } from "#server/services/topics/index.ts";
import { DEFAULT_CHANNELS } from "#shared/rules/notice-kinds.ts";
import type { NotificationPreferences } from "#shared/schemas/notifications.ts";
import type { TopicOfTheDay } from "#shared/schemas/topics.ts";
import { as } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { changePreferences } from "./support/notification-preferences";
import { type Device, type PushService, startPushService } from "./support/push-service";
import { createTestApp, type TestApp } from "./support/test-app";

// Tuesday 16 September 2025: 05:00 in New York, an hour before the topic changes.
const BEFORE_CHANGE = "2025-09-16T09:00:00Z";
const AFTER_CHANGE = "2025-09-16T10:00:30Z";
let t: TestApp;
let service: PushService;

beforeAll(async () => {
  t = await createTestApp({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: "true" } });
  t.clock.set(BEFORE_CHANGE);
  service = await startPushService(t.clock.now);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

async function withDevices(...names: string[]): Promise<{ member: Member; devices: Device[] }> {
  const member = await registerMember(t);
  const devices = names.map((name) => service.subscribe(name));
  for (const device of devices) {
    const answer = await as(t, member).post("/api/push/subscriptions", device.subscription);
    expect(answer.statusCode).toBe(204);
  }
  return { member, devices };
}

const topicPushOn = (p: NotificationPreferences): NotificationPreferences => ({
  ...p,
  kinds: { ...p.kinds, topicOfTheDay: { ...p.kinds.topicOfTheDay, push: true } },
});

/** What the sender has pushed once the job's nudge and a scheduled run are done. */
async function pushed() {
  await t.ctx.background.settled();
  await deliverDuePushes(t.ctx);
  return service.received;
}

describe("the topic of the day's push", () => {
  it("reaches each subscription of the members who chose it once, and nobody else", async () => {
    expect(DEFAULT_CHANNELS.topicOfTheDay.push).toBe(false);
    const ann = await withDevices("ann's phone", "ann's laptop");
    await changePreferences(t, ann.member, topicPushOn);
    const ben = await withDevices("ben's phone");
    const cat = await withDevices("cat's phone");
    await changePreferences(t, cat.member, (p) => ({
      ...topicPushOn(p),
      quietHours: { start: "22:00", end: "07:00" },
      timeZone: "America/New_York",
    }));

    t.clock.set(AFTER_CHANGE);
    expect(await activateTopicJob.run(t.ctx)).toMatch(/its push queued to 3 subscriptions$/);
    const topic: TopicOfTheDay = (await as(t, undefined).get("/api/topic-of-the-day")).json();
    if (!topic.topic || !topic.topicIdentifier) throw new Error("no topic was activated");
    // No Activity row is written for it: the push is all there is.
    const members = [ann, ben, cat].map((m) => m.member.id);
    expect(
      await t.ctx.db.select().from(activities).where(inArray(activities.userId, members)),
    ).toEqual([]);

    const received = await pushed();
    expect(service.refused).toEqual([]);
    expect(received.map((p) => p.device).sort()).toEqual(["ann's laptop", "ann's phone"]);
    for (const push of received) {
      expect(push.payload).toEqual({
        title: `Today's topic: ${topic.topic}`,
        body: "Write a quip on it: nobody sees it is yours for 48 hours.",
        url: `/topics/${encodeURIComponent(topic.topicIdentifier)}`,
        tag: `topic_of_the_day:${topic.topicIdentifier}`,
      });
      expect(push.headers.urgency).toBe("low");
      expect(push.headers.ttl).toBeGreaterThan(11 * 3600);
      expect(push.headers.ttl).toBeLessThanOrEqual(12 * 3600);
    }
    // It names no member: none of theirs is in what was pushed.
    const text = JSON.stringify(received);
    for (const { member } of [ann, ben, cat]) {
      expect(text).not.toContain(member.id);
      expect(text).not.toContain(member.username);
    }

    // Cat's quiet hours end at 07:00 in New York: her push waits for them, then leaves.
    const [held] = await t.ctx.db.select().from(pushOutbox);
    expect(held).toMatchObject({
      activityId: null,
      nextAttemptAt: new Date("2025-09-16T11:00:00Z"),
    });

    // The job runs every minute: the day's push is queued once, sent or not.
    t.clock.set("2025-09-16T10:05:00Z");
    expect(await activateTopicJob.run(t.ctx)).toBe(`current topic ${topic.topicIdentifier}`);
    expect(await t.ctx.db.select().from(pushOutbox)).toHaveLength(1);
    expect(await pushed()).toHaveLength(2);

    t.clock.set("2025-09-16T11:00:30Z");
    expect((await pushed()).map((p) => p.device)).toContain("cat's phone");
    expect(received.filter((p) => p.device === "cat's phone")).toHaveLength(1);
    expect(received.filter((p) => p.device.startsWith("ben"))).toEqual([]);
    expect(await t.ctx.db.select().from(pushOutbox)).toEqual([]);
  });

  it("is queued in chunks, each subscription once, and goes on where a cut-short run stopped", async () => {
    const member = await registerMember(t);
    await changePreferences(t, member, topicPushOn);
    const devices = Array.from({ length: TOPIC_PUSH_CHUNK + 150 }, (_, i) =>
      service.subscribe(`dana's device ${i}`),
    );
    await t.ctx.db.insert(pushSubscriptions).values(
      devices.map(({ subscription }) => ({
        userId: member.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        createdAt: t.clock.now(),
      })),
    );
    // The next day's topic, everyone's push queued: Dana's devices and the three of before.
    t.clock.set("2025-09-17T10:00:30Z");
    const identifier = await activateCurrentTopic(t.ctx, t.ctx.generator);
    if (!identifier) throw new Error("no topic was activated");
    const all = TOPIC_PUSH_CHUNK + 150 + 3;
    expect(await queueTopicPushes(t.ctx, identifier)).toBe(all);
    expect(await queueTopicPushes(t.ctx, identifier)).toBe(0);
    const queued = (await t.ctx.db.select().from(pushOutbox)).map((row) => row.subscriptionId);
    expect(new Set(queued).size).toBe(all);

    // As if the run had stopped after its first chunk, whose pushes have since been sent.
    const sorted = [...queued].sort();
    const firstChunk = sorted.slice(0, TOPIC_PUSH_CHUNK);
    await t.ctx.db.delete(pushOutbox).where(inArray(pushOutbox.subscriptionId, sorted));
    await t.ctx.db
      .update(topicPushFanouts)
      .set({ afterSubscriptionId: firstChunk.at(-1), finishedAt: null })
      .where(eq(topicPushFanouts.day, "2025-09-17"));
    expect(await queueTopicPushes(t.ctx, identifier)).toBe(all - TOPIC_PUSH_CHUNK);
    const resumed = (await t.ctx.db.select().from(pushOutbox)).map((row) => row.subscriptionId);
    expect(resumed.sort()).toEqual(sorted.slice(TOPIC_PUSH_CHUNK));

    // One run of the sender takes them all, several at a time.
    service.received.length = 0;
    t.clock.set("2025-09-17T11:00:30Z");
    const report = await deliverDuePushes(t.ctx);
    expect(report).toMatchObject({ sent: all - TOPIC_PUSH_CHUNK, more: false });
    expect(service.refused).toEqual([]);
    const devicesReached = service.received.map((p) => p.device);
    expect(new Set(devicesReached).size).toBe(devicesReached.length);
    await t.ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
  });

  it("is not pushed to a member who turned it off after it was queued", async () => {
    const { member } = await withDevices("eve's phone");
    await changePreferences(t, member, topicPushOn);
    t.clock.set("2025-09-18T11:00:30Z");
    const identifier = await activateCurrentTopic(t.ctx, t.ctx.generator);
    if (!identifier) throw new Error("no topic was activated");
    expect(await queueTopicPushes(t.ctx, identifier)).toBe(4);
    await t.ctx.db
      .update(notificationPreferences)
      .set({ kinds: DEFAULT_CHANNELS })
      .where(eq(notificationPreferences.userId, member.id));
    service.received.length = 0;
    expect((await pushed()).filter((p) => p.device === "eve's phone")).toEqual([]);
  });
});
