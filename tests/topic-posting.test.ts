import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { as, createTopic } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let alice: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T15:00:00Z"); // Tuesday 11:00 in New York
  alice = await registerMember(t);
  await createTopic(t, "2025-09-16", "Morning coffee");
  await createTopic(t, "2025-09-15", "Doing laundry");
});
afterAll(async () => {
  await t?.close();
});

describe("today's and yesterday's topics", () => {
  it("are served to everyone", async () => {
    const today = (await as(t, undefined).get("/api/topic-of-the-day")).json();
    expect(today).toMatchObject({
      topic: "Morning coffee",
      topicIdentifier: "morning-coffee-2025-09-16",
      slug: "morning-coffee",
      isSunday: false,
    });
    expect((await as(t, undefined).get("/api/yesterdays-topic")).json().topic).toBe(
      "Doing laundry",
    );
  });

  it("switch at 06:00 Eastern, not at midnight", async () => {
    t.clock.set("2025-09-17T09:59:00Z"); // 05:59 on Wednesday
    expect((await as(t, undefined).get("/api/topic-of-the-day")).json().topic).toBe(
      "Morning coffee",
    );
    t.clock.set("2025-09-17T10:00:00Z"); // 06:00: Wednesday has no topic row yet
    expect((await as(t, undefined).get("/api/topic-of-the-day")).json().topic).toBeNull();
    expect((await as(t, undefined).get("/api/yesterdays-topic")).json().topic).toBe(
      "Morning coffee",
    );
    t.clock.set("2025-09-16T15:00:00Z");
  });

  it("has no topic on Sunday and no yesterday's topic on Monday", async () => {
    t.clock.set("2025-09-21T15:00:00Z");
    expect((await as(t, undefined).get("/api/topic-of-the-day")).json()).toMatchObject({
      topic: null,
      isSunday: true,
    });
    t.clock.set("2025-09-22T15:00:00Z");
    expect((await as(t, undefined).get("/api/yesterdays-topic")).json()).toMatchObject({
      topic: null,
      isSunday: true,
    });
    t.clock.set("2025-09-16T15:00:00Z");
  });
});

describe("posting on a topic", () => {
  it("takes at most three quips per member per topic, counting down the places", async () => {
    const counts = () => as(t, alice).get("/api/user-topic-quip-counts");
    expect((await counts()).json()).toMatchObject({
      today: { remaining: 3 },
      yesterday: { remaining: 3 },
    });
    for (let i = 0; i < 3; i++) {
      const posted = await as(t, alice).post("/api/quips", {
        content: `coffee joke ${i}`,
        topicOfTheDay: true,
        topicText: "Morning coffee",
      });
      expect(posted.statusCode).toBe(201);
      expect(posted.json()).toMatchObject({ topicOfTheDay: true, topicSlug: "morning-coffee" });
    }
    expect((await counts()).json()).toMatchObject({
      today: { remaining: 0 },
      yesterday: { remaining: 3 },
    });
    const fourth = await as(t, alice).post("/api/quips", {
      content: "one too many",
      topicOfTheDay: true,
      topicText: "Morning coffee",
    });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.headers["x-error-code"]).toBe("TOPIC_LIMIT_EXCEEDED");
    expect(fourth.body).toContain("already Quipped about this topic 3 times");
    const yesterday = await as(t, alice).post("/api/quips", {
      content: "laundry joke",
      topicOfTheDay: true,
      topicText: "Doing laundry",
    });
    expect(yesterday.statusCode).toBe(201);
  });

  it("holds under concurrency: 10 parallel posts, exactly 3 accepted", async () => {
    const bob = await registerMember(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        as(t, bob).post("/api/quips", {
          content: `race ${i}`,
          topicOfTheDay: true,
          topicText: "Morning coffee",
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(
      results.filter((r) => r.headers["x-error-code"] === "TOPIC_LIMIT_EXCEEDED"),
    ).toHaveLength(7);
  });

  it("refuses a topic that is not open", async () => {
    const response = await as(t, alice).post("/api/quips", {
      content: "stale topic",
      topicOfTheDay: true,
      topicText: "Something else",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(QUIP_MSG.topicNotOpen);
  });

  it("asks a visitor to sign in for their counts", async () => {
    expect((await as(t, undefined).get("/api/user-topic-quip-counts")).statusCode).toBe(401);
  });
});
