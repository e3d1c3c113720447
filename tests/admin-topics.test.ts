import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { fillSchedule, generateScheduledTopics } from "#server/services/topics/schedule.service.ts";
import { as, createTopic } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-10-01T12:00:00Z"); // Wednesday
  [admin, member] = await Promise.all([registerMember(t), registerMember(t)]);
  await setAdmin(t.ctx, admin.id, true);
  await createTopic(t, "2025-09-30", "Doing laundry");
  await createTopic(t, "2025-10-01", "Morning coffee");
});
afterAll(async () => {
  await t?.close();
});

const calls: Array<[string, string, unknown?]> = [
  ["PUT", "/api/admin/topic-timing", { time: "07:15" }],
  ["GET", "/api/admin/scheduled-topics"],
  ["POST", "/api/admin/generate-topics"],
  ["POST", "/api/admin/refresh-next-day-topic"],
  ["POST", "/api/admin/check-duplicate", { topic: "Doing laundry" }],
  ["POST", "/api/topic-of-the-day", { topic: "Brand new topic" }],
];

describe("the administrators' topic tools", () => {
  it("refuse visitors and members", async () => {
    for (const [method, url, payload] of calls) {
      const visitor = await t.app.inject({
        method: method as "GET",
        url,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(visitor.statusCode, url).toBe(401);
      const asMember = await t.app.inject({
        method: method as "GET",
        url,
        headers: { cookie: member.cookie },
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(asMember.statusCode, url).toBe(403);
    }
  });

  it("generate, edit, refresh and delete the 14-day schedule", async () => {
    const generated = await as(t, admin).post("/api/admin/generate-topics");
    expect(generated.json().generated).toBe(12);
    const list = (await as(t, admin).get("/api/admin/scheduled-topics")).json();
    expect(list).toHaveLength(12);
    const first = list[0];
    const edited = await as(t, admin).put(`/api/admin/scheduled-topics/${first.id}`, {
      topic: "Lost socks",
    });
    expect(edited.json()).toMatchObject({ topic: "Lost socks", isManual: true });
    const dup = await as(t, admin).put(`/api/admin/scheduled-topics/${list[1].id}`, {
      topic: "lost SOCKS!",
    });
    expect(dup.statusCode).toBe(409);
    const refreshed = await as(t, admin).post("/api/admin/refresh-selected-topics", {
      topicIds: [list[2].id],
    });
    expect(refreshed.json().topics[0].topic).not.toBe(list[2].topic);
    const none = await as(t, admin).post("/api/admin/refresh-selected-topics", { topicIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body).toBe("Please select at least one topic to refresh");
    const next = await as(t, admin).post("/api/admin/refresh-next-day-topic");
    expect(next.json().topic.scheduledForEstDate).toBe("2025-10-02");
    expect(
      (await as(t, admin).delete(`/api/admin/scheduled-topics/${list[3].id}`)).statusCode,
    ).toBe(204);
    expect((await as(t, admin).get("/api/admin/scheduled-topics")).json()).toHaveLength(11);
  });

  it("say why Generate AI Topics made none: every upcoming day already has a topic", async () => {
    await as(t, admin).post("/api/admin/generate-topics");
    const none = await as(t, admin).post("/api/admin/generate-topics");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({
      generated: 0,
      message:
        "No topics generated: every day of the next 14 already has one (Sundays have none). Edit a day or refresh it to change its topic.",
    });
  });

  it("say why Generate AI Topics made none: another run filled the days meanwhile", async () => {
    const days = (await as(t, admin).get("/api/admin/scheduled-topics")).json();
    const last = days.at(-1);
    expect((await as(t, admin).delete(`/api/admin/scheduled-topics/${last.id}`)).statusCode).toBe(
      204,
    );
    const generator = fakeGenerator();
    // While this run asks the provider, the daily job fills the same day.
    const racing: typeof generator = {
      ...generator,
      async generateTopic(input) {
        await fillSchedule(t.ctx, fakeGenerator());
        return `Meanwhile ${await generator.generateTopic(input)}`;
      },
    };
    const result = await generateScheduledTopics(t.ctx, racing, { ...admin, isAdmin: true });
    expect(result).toEqual({
      generated: 0,
      message:
        "No topics generated: the empty days were filled by another run meanwhile. The schedule below is up to date.",
    });
  });

  it("check duplicates against past and scheduled topics", async () => {
    const past = (
      await as(t, admin).post("/api/admin/check-duplicate", { topic: "doing laundry" })
    ).json();
    expect(past).toEqual({
      isDuplicate: true,
      existingTopics: [{ topic: "Doing laundry", date: "2025-09-30", source: "past" }],
    });
    const fresh = (
      await as(t, admin).post("/api/admin/check-duplicate", { topic: "Sourdough" })
    ).json();
    expect(fresh).toEqual({ isDuplicate: false, existingTopics: [] });
    const empty = await as(t, admin).post("/api/admin/check-duplicate", { topic: "  " });
    expect(empty.body).toBe("Please enter a topic");
  });

  it("set today's topic by hand; one with quips is replaced, and keeps them", async () => {
    const quiet = await as(t, admin).post("/api/topic-of-the-day", { topic: "Tea time" });
    expect(quiet.json()).toMatchObject({ topicIdentifier: "tea-time-2025-10-01" });
    expect(
      (await as(t, undefined).get("/api/topics/identifier/morning-coffee-2025-10-01")).statusCode,
    ).toBe(404);
    await as(t, member).post("/api/quips", {
      content: "tea!",
      topicOfTheDay: true,
      topicText: "Tea time",
    });
    const set = await as(t, admin).post("/api/topic-of-the-day", { topic: "Espresso machines" });
    expect(set.statusCode).toBe(201);
    expect((await as(t, undefined).get("/api/topic-of-the-day")).json()).toMatchObject({
      topic: "Espresso machines",
      isManual: true,
      topicIdentifier: "espresso-machines-2025-10-01",
    });
    const today = (await as(t, undefined).get("/api/quips?filter=topicOfTheDay")).json();
    expect(today).toEqual([]);
    const old = (
      await as(t, undefined).get("/api/topics/identifier/tea-time-2025-10-01/quips")
    ).json();
    expect(
      old.map((q: { content: string; topicText: string }) => [q.content, q.topicText]),
    ).toEqual([["tea!", "Tea time"]]);
    const counts = (await as(t, member).get("/api/user-topic-quip-counts")).json();
    expect(counts.today).toMatchObject({ topic: "Espresso machines", remaining: 3 });
    const late = await as(t, member).post("/api/quips", {
      content: "more tea",
      topicOfTheDay: true,
      topicText: "Tea time",
    });
    expect(late.statusCode).toBe(400);
  });

  it("set the change time", async () => {
    const response = await as(t, admin).put("/api/admin/topic-timing", { time: "07:15" });
    expect(response.json().message).toContain("07:15");
    expect((await as(t, undefined).get("/api/topic-timing")).json().configuredTiming).toEqual({
      hour: 7,
      minute: 15,
    });
    expect((await as(t, admin).put("/api/admin/topic-timing", { time: "25:00" })).statusCode).toBe(
      400,
    );
  });
});

describe("topic pages", () => {
  it("list previous topics with counts and find a topic by identifier or slug", async () => {
    const previous = (await as(t, undefined).get("/api/topics/previous")).json();
    expect(
      previous.map((p: { topic: string; quipCount: number }) => [p.topic, p.quipCount]),
    ).toEqual([["Doing laundry", 0]]);
    expect(
      (await as(t, undefined).get("/api/topics/identifier/doing-laundry-2025-09-30")).json().topic,
    ).toBe("Doing laundry");
    expect(
      (await as(t, undefined).get("/api/topics/doing-laundry/quips?filter=new")).statusCode,
    ).toBe(200);
    const missing = await as(t, undefined).get("/api/topics/identifier/nothing-2020-01-01");
    expect(missing.statusCode).toBe(404);
    expect(
      (await as(t, undefined).get("/api/topics/doing-laundry/quips?filter=hot")).statusCode,
    ).toBe(400);
  });
});
