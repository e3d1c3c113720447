import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, quipbotSchedule, quips, users } from "#server/db/schema/index.ts";
import { runDueJobs, runQuipBotJobs } from "#server/jobs/run-due.ts";
import { ensureQuipBot, runQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { revealDueQuips } from "#server/services/quips/reveal.service.ts";
import { activateCurrentTopic } from "#server/services/topics/activation.service.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

const HOUR = 3_600_000;
let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T14:00:00Z");
  [alice, bob] = await Promise.all([registerMember(t), registerMember(t)]);
});
afterAll(async () => {
  await t?.close();
});

const activityTypes = async (m: Member) =>
  await t.ctx.db
    .select({ type: activities.type, data: activities.data })
    .from(activities)
    .where(eq(activities.userId, m.id));

describe("the 48-hour reveal", () => {
  it("reveals once and tells the author and the likers", async () => {
    const quip = await postQuip(t, alice, "reveal me");
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    t.clock.advance(47 * HOUR);
    expect(await revealDueQuips(t.ctx)).toBe(0);
    t.clock.advance(HOUR);
    const [first, second] = await Promise.all([revealDueQuips(t.ctx), revealDueQuips(t.ctx)]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await revealDueQuips(t.ctx)).toBe(0);
    const [row] = await t.ctx.db.select().from(quips).where(eq(quips.id, quip.id));
    expect(row).toMatchObject({ isAnonymous: false });
    expect(row?.revealedAt?.toISOString()).toBe(
      new Date((row?.createdAt.getTime() ?? 0) + 48 * HOUR).toISOString(),
    );
    expect((await activityTypes(alice)).filter((a) => a.type === "quip_48_hours")).toEqual([
      { type: "quip_48_hours", data: { likesCount: 1 } },
    ]);
    expect((await activityTypes(bob)).map((a) => a.type)).toEqual(["liked_quip_48_hours"]);
  });

  it("tells QuipBot's likers not to let the robots take over", async () => {
    const botId = await ensureQuipBot(t.ctx.db, t.ctx.now());
    const [quip] = await t.ctx.db
      .insert(quips)
      .values({ content: "beep boop joke", authorId: botId, createdAt: t.clock.now() })
      .returning();
    await as(t, alice).post(`/api/quips/${quip?.id}/like`);
    t.clock.advance(49 * HOUR);
    await revealDueQuips(t.ctx);
    expect((await activityTypes(alice)).map((a) => a.type)).toContain("quipbot_like");
  });
});

describe("QuipBot", () => {
  it("posts once a day, at its planned time, on today's topic", async () => {
    t.clock.set("2025-09-23T14:00:00Z");
    await createTopic(t, "2025-09-23", "Self-checkout");
    const generator = fakeGenerator();
    await t.ctx.db
      .insert(quipbotSchedule)
      .values({ dateEt: "2025-09-23", scheduledAtEt: new Date("2025-09-23T20:00:00Z") })
      .onConflictDoNothing();
    expect(await runQuipBot(t.ctx, generator)).toBe("waiting");
    t.clock.set("2025-09-23T20:00:00Z");
    const results = await Promise.all([runQuipBot(t.ctx, generator), runQuipBot(t.ctx, generator)]);
    expect(results.filter((r) => r === "posted")).toHaveLength(1);
    expect(await runQuipBot(t.ctx, generator)).toBe("waiting");
    const botId = await ensureQuipBot(t.ctx.db, t.ctx.now());
    const posted = await t.ctx.db
      .select()
      .from(quips)
      .where(and(eq(quips.authorId, botId), sql`${quips.createdAt} >= '2025-09-23'`));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ topicOfTheDay: true, topicText: "Self-checkout" });
  });

  it("retries later when the provider fails, and never posts a broken quip", async () => {
    t.clock.set("2025-09-24T23:59:00Z"); // 19:59 in New York: the planned time has passed
    await t.ctx.db
      .insert(quipbotSchedule)
      .values({ dateEt: "2025-09-24", scheduledAtEt: new Date("2025-09-24T13:00:00Z") })
      .onConflictDoNothing();
    expect(await runQuipBot(t.ctx, fakeGenerator({ fail: true }))).toBe("failed");
    const [plan] = await t.ctx.db
      .select()
      .from(quipbotSchedule)
      .where(eq(quipbotSchedule.dateEt, "2025-09-24"));
    expect(plan).toMatchObject({ posted: false, failedAttempts: 1, lastError: "provider is down" });
    expect(await runQuipBot(t.ctx, fakeGenerator())).toBe("waiting");
    t.clock.advance(10 * 60_000);
    expect(await runQuipBot(t.ctx, fakeGenerator())).toBe("posted");
  });

  it("invents its own topic on Sunday", async () => {
    t.clock.set("2025-09-28T23:00:00Z");
    await t.ctx.db
      .insert(quipbotSchedule)
      .values({ dateEt: "2025-09-28", scheduledAtEt: new Date("2025-09-28T13:00:00Z") })
      .onConflictDoNothing();
    const generator = fakeGenerator();
    expect(await runQuipBot(t.ctx, generator)).toBe("posted");
    expect(generator.calls.topics).toBe(1);
    const [plan] = await t.ctx.db
      .select()
      .from(quipbotSchedule)
      .where(eq(quipbotSchedule.dateEt, "2025-09-28"));
    expect(plan?.topicSnapshot).toMatch(/^Everyday thing/);
  });

  it("never posts a quip that says a bot wrote it, and tries again later", async () => {
    t.clock.set("2025-09-25T23:00:00Z");
    await createTopic(t, "2025-09-25", "Grocery lists");
    await t.ctx.db
      .insert(quipbotSchedule)
      .values({ dateEt: "2025-09-25", scheduledAtEt: new Date("2025-09-25T13:00:00Z") })
      .onConflictDoNothing();
    const chatty = {
      ...fakeGenerator(),
      generateQuip: async () => "Beep boop: my sensors say the grocery list was optional.",
    };
    expect(await runQuipBot(t.ctx, chatty)).toBe("failed");
    const [plan] = await t.ctx.db
      .select()
      .from(quipbotSchedule)
      .where(eq(quipbotSchedule.dateEt, "2025-09-25"));
    expect(plan).toMatchObject({ posted: false, failedAttempts: 1 });
    expect(plan?.lastError).toMatch(/says a bot wrote it/);
    t.clock.advance(10 * 60_000);
    expect(await runQuipBot(t.ctx, fakeGenerator())).toBe("posted");
  });

  it("waits for the site's jobs to activate today's topic, at a drawn instant", async () => {
    // Tuesday 06:10 in New York: the topic changed at 06:00, and no job has activated one yet.
    t.clock.set("2025-09-30T10:10:00Z");
    await t.ctx.db
      .insert(quipbotSchedule)
      .values({ dateEt: "2025-09-30", scheduledAtEt: new Date("2025-09-30T10:05:00Z") })
      .onConflictDoNothing();
    expect(await runQuipBot(t.ctx, fakeGenerator(), () => 0.5)).toBe("waiting");
    const [plan] = await t.ctx.db
      .select()
      .from(quipbotSchedule)
      .where(eq(quipbotSchedule.dateEt, "2025-09-30"));
    expect(plan?.nextAttemptAt?.toISOString()).toBe("2025-09-30T10:25:30.000Z");
    await activateCurrentTopic(t.ctx, fakeGenerator());
    t.clock.set("2025-09-30T10:25:30Z");
    expect(await runQuipBot(t.ctx, fakeGenerator())).toBe("posted");
    const [again] = await t.ctx.db
      .select()
      .from(quipbotSchedule)
      .where(eq(quipbotSchedule.dateEt, "2025-09-30"));
    const [quip] = await t.ctx.db
      .select()
      .from(quips)
      .where(eq(quips.id, again?.quipId ?? ""));
    expect(quip).toMatchObject({ topicOfTheDay: true, topicText: "Everyday thing 1" });
  });

  it("goes on with a topic of its own when none was activated an hour after the change", async () => {
    t.clock.set("2025-10-01T11:01:00Z"); // Wednesday 07:01 in New York, with no topic
    await t.ctx.db
      .insert(quipbotSchedule)
      .values({ dateEt: "2025-10-01", scheduledAtEt: new Date("2025-10-01T10:30:00Z") })
      .onConflictDoNothing();
    expect(await runQuipBot(t.ctx, fakeGenerator())).toBe("posted");
  });

  it("cannot sign in", async () => {
    const [bot] = await t.ctx.db.select().from(users).where(eq(users.isBot, true));
    expect(bot?.passwordHash).toBeNull();
  });
});

describe("two job runners at once", () => {
  it("apply every due effect exactly once", async () => {
    t.clock.set("2025-10-07T12:00:00Z");
    const topic = await createTopic(t, "2025-10-07", "Group chats");
    const quip = await postQuip(t, alice, "group chat joke", {
      topicOfTheDay: true,
      topicText: topic.topic,
    });
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    t.clock.set("2025-10-10T03:59:00Z"); // 23:59 in New York: every part of the day is due
    const ctx = { ...t.ctx, generator: fakeGenerator() };
    const [a, b, c, d] = await Promise.all([
      runDueJobs(ctx),
      runDueJobs(ctx),
      runQuipBotJobs(ctx),
      runQuipBotJobs(ctx),
    ]);
    expect([...a, ...b, ...c, ...d].filter((r) => !r.ok)).toEqual([]);
    await runDueJobs(ctx);
    await runQuipBotJobs(ctx);
    const notes = await t.ctx.db
      .select({ type: activities.type, n: sql<number>`count(*)::int` })
      .from(activities)
      .where(eq(activities.quipId, quip.id))
      .groupBy(activities.type);
    expect(Object.fromEntries(notes.map((r) => [r.type, r.n]))).toEqual({
      like: 1,
      quip_48_hours: 1,
      liked_quip_48_hours: 1,
      competition_result: 1,
    });
    const botId = await ensureQuipBot(t.ctx.db, t.ctx.now());
    const botPosts = await t.ctx.db
      .select()
      .from(quips)
      .where(and(eq(quips.authorId, botId), sql`${quips.createdAt} >= '2025-10-09'`));
    expect(botPosts).toHaveLength(1);
  });
});

describe("notices written by jobs", () => {
  it("dates its notices to the minute of the run, never before the member's read mark", async () => {
    t.clock.set("2025-11-03T15:00:07.250Z");
    const quip = await postQuip(t, alice, "a joke whose notices come on time");
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    t.clock.set("2025-11-04T09:00:00Z");
    const younger = await postQuip(t, alice, "a younger joke");
    // In the minute the reveal runs, Bob likes Alice's other quip and she reads the notice.
    t.clock.set("2025-11-05T15:00:20.500Z");
    await as(t, bob).post(`/api/quips/${younger.id}/like`);
    expect((await as(t, alice).post("/api/notifications/read", {})).statusCode).toBe(200);
    t.clock.set("2025-11-05T15:00:44.821Z");
    expect(await revealDueQuips(t.ctx)).toBeGreaterThanOrEqual(1);
    const notices = async (m: Member) =>
      (
        (await as(t, m).get(`/api/users/${m.id}/activity`)).json().items as Array<{
          type: string;
          quipId: string | null;
          createdAt: string;
          unread: boolean;
        }>
      ).filter((item) => item.quipId === quip.id);
    // The run's instant says 15:00, all the product shows ("1 min ago").
    expect((await notices(bob))[0]).toEqual(
      expect.objectContaining({
        type: "liked_quip_48_hours",
        createdAt: "2025-11-05T15:00:00.000Z",
        unread: true,
      }),
    );
    // 15:00 would be before Alice's read mark: born read. It comes just after the mark instead.
    expect((await notices(alice))[0]).toEqual(
      expect.objectContaining({
        type: "quip_48_hours",
        createdAt: "2025-11-05T15:00:20.501Z",
        unread: true,
      }),
    );
  });
});
