import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduledTopics, topicCompetitions } from "#server/db/schema/index.ts";
import { setTopicChangeTime } from "#server/services/settings/settings.service.ts";
import { activateCurrentTopic } from "#server/services/topics/activation.service.ts";
import { fillSchedule, listScheduledTopics } from "#server/services/topics/schedule.service.ts";
import { easternInstant, easternWeekday } from "#shared/rules/eastern-time.ts";
import { as, createTopic } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let member: Member;
const generator = fakeGenerator();
beforeAll(async () => {
  t = await createTestApp();
  member = await registerMember(t);
});
afterAll(async () => {
  await t?.close();
});

async function plan(day: string, topic: string) {
  await t.ctx.db
    .insert(scheduledTopics)
    .values({
      topic,
      scheduledFor: easternInstant(day, 6, 0),
      scheduledForEstDate: day,
      isManual: true,
    })
    .onConflictDoNothing();
}

const todaysTopic = async () => (await as(t, undefined).get("/api/topic-of-the-day")).json().topic;

describe("the topic of the day", () => {
  it("changes at 06:00 Eastern, from the schedule", async () => {
    await plan("2025-09-17", "Folding fitted sheets");
    await createTopic(t, "2025-09-16", "Morning coffee");
    t.clock.set("2025-09-17T09:59:00Z"); // 05:59 EDT
    expect(await activateCurrentTopic(t.ctx, generator)).toBe("morning-coffee-2025-09-16");
    expect(await todaysTopic()).toBe("Morning coffee");
    t.clock.set("2025-09-17T10:00:00Z"); // 06:00 EDT
    expect(await activateCurrentTopic(t.ctx, generator)).toBe("folding-fitted-sheets-2025-09-17");
    expect(await todaysTopic()).toBe("Folding fitted sheets");
    expect((await as(t, undefined).get("/api/yesterdays-topic")).json().topic).toBe(
      "Morning coffee",
    );
  });

  it("changes at another configured time, and says when it changes next", async () => {
    await setTopicChangeTime(t.ctx, { hour: 9, minute: 30 });
    await plan("2025-09-18", "Waiting for the bus");
    t.clock.set("2025-09-18T13:29:00Z"); // 09:29 EDT
    await activateCurrentTopic(t.ctx, generator);
    expect(await todaysTopic()).toBe("Folding fitted sheets");
    const timing = (await as(t, undefined).get("/api/topic-timing")).json();
    expect(timing).toMatchObject({
      configuredTiming: { hour: 9, minute: 30 },
      hasCurrentTopic: true,
      nextChangeTime: "2025-09-18T13:30:00.000Z",
      timeUntilNext: 60_000,
    });
    t.clock.set("2025-09-18T13:30:00Z");
    await activateCurrentTopic(t.ctx, generator);
    expect(await todaysTopic()).toBe("Waiting for the bus");
    await setTopicChangeTime(t.ctx, { hour: 6, minute: 0 });
  });

  it("counts down to Monday's topic on a Saturday, past Sunday's change to no topic", async () => {
    t.clock.set("2025-09-20T14:00:00Z"); // Saturday 10:00 EDT
    const timing = (await as(t, undefined).get("/api/topic-timing")).json();
    expect(timing).toMatchObject({
      nextChangeTime: "2025-09-21T10:00:00.000Z",
      timeUntilNext: 20 * 3_600_000,
      nextTopicTime: "2025-09-22T10:00:00.000Z",
      timeUntilNextTopic: 44 * 3_600_000,
    });
    t.clock.set("2025-09-17T14:00:00Z"); // a Wednesday: the next change brings the next topic
    expect((await as(t, undefined).get("/api/topic-timing")).json()).toMatchObject({
      nextChangeTime: "2025-09-18T10:00:00.000Z",
      nextTopicTime: "2025-09-18T10:00:00.000Z",
      timeUntilNextTopic: 20 * 3_600_000,
    });
  });

  it("is generated when the day had nothing scheduled, and activating twice changes nothing", async () => {
    t.clock.set("2025-09-19T12:00:00Z");
    const first = await activateCurrentTopic(t.ctx, generator);
    const second = await activateCurrentTopic(t.ctx, generator);
    expect(first).toMatch(/^everyday-thing-\d+-2025-09-19$/);
    expect(second).toBe(first);
  });

  it("does not exist on Sunday", async () => {
    t.clock.set("2025-09-21T15:00:00Z");
    expect(easternWeekday("2025-09-21")).toBe(0);
    // Competitions of the week's topics still have to open (and later close) on a Sunday.
    await t.ctx.db.delete(topicCompetitions);
    expect(await activateCurrentTopic(t.ctx, generator)).toBeNull();
    expect((await t.ctx.db.select().from(topicCompetitions)).length).toBeGreaterThan(0);
    expect((await as(t, undefined).get("/api/topic-of-the-day")).json()).toMatchObject({
      topic: null,
      isSunday: true,
    });
  });

  it.each([
    ["spring forward", "2025-03-10", "2025-03-10T09:59:00Z", "2025-03-10T10:00:00Z"],
    ["fall back", "2025-11-03", "2025-11-03T10:59:00Z", "2025-11-03T11:00:00Z"],
  ])("changes at 06:00 local time across the %s switch", async (_name, day, before, at) => {
    await plan(day, `Clock change ${day}`);
    t.clock.set(before);
    await activateCurrentTopic(t.ctx, generator);
    expect(await todaysTopic()).toBeNull(); // the day before is a Sunday
    t.clock.set(at);
    await activateCurrentTopic(t.ctx, generator);
    expect(await todaysTopic()).toBe(`Clock change ${day}`);
  });

  it("takes quips for 48 hours from its activation", async () => {
    await plan("2025-09-23", "Parallel parking");
    t.clock.set("2025-09-23T10:00:00Z");
    await activateCurrentTopic(t.ctx, generator);
    const post = () =>
      as(t, member).post("/api/quips", {
        content: "parking joke",
        topicOfTheDay: true,
        topicText: "Parallel parking",
      });
    t.clock.set("2025-09-25T09:59:00Z"); // 47h59m later: yesterday's topic
    expect((await post()).statusCode).toBe(201);
    t.clock.set("2025-09-25T10:00:00Z");
    expect((await post()).statusCode).toBe(400);
  });
});

describe("the schedule", () => {
  it("fills the next 14 days except Sundays, once", async () => {
    t.clock.set("2025-10-01T12:00:00Z"); // a Wednesday
    await fillSchedule(t.ctx, generator);
    const again = await fillSchedule(t.ctx, generator);
    expect(again).toEqual({ empty: 0, filled: 0 });
    const days = (await listScheduledTopics(t.ctx)).map((s) => s.scheduledForEstDate);
    expect(days).toHaveLength(12);
    expect(days[0]).toBe("2025-10-02");
    expect(days.at(-1)).toBe("2025-10-15");
    expect(days.some((d) => easternWeekday(d) === 0)).toBe(false);
    const topics = (await listScheduledTopics(t.ctx)).map((s) => s.topic.toLowerCase());
    expect(new Set(topics).size).toBe(topics.length);
  });
});
