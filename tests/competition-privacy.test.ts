import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, quips } from "#server/db/schema/index.ts";
import { runDueJobs } from "#server/jobs/run-due.ts";
import { closeDueCompetitions } from "#server/services/competitions/close-competitions.ts";
import { ensureQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { activateCurrentTopic } from "#server/services/topics/activation.service.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A competition closes while its entries are minutes old. Results are told to each entrant
 * alone; nothing a visitor can read about anyone changes until every entry is revealed, and
 * then everything appears at once, exactly once.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;
const TOPIC = "/api/topics/identifier/doing-laundry-2025-09-16/quips";

let t: TestApp;
let alice: Member;
let bob: Member;
let carol: Member;
/** Won the previous competition, so holds a city streak, and does not enter this one. */
let nina: Member;
let liker: Member;
let quipBotId: string;
let closesAt: Date;
let lateEntryAt: Date;

async function withLikes(id: string, count: number) {
  await t.ctx.db.update(quips).set({ likesCount: count }).where(eq(quips.id, id));
}

async function enter(member: Member, text: string, likes: number) {
  const quip = await postQuip(t, member, text, { topicOfTheDay: true, topicText: "Doing laundry" });
  await withLikes(quip.id, likes);
  return quip.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol, nina, liker] = (await Promise.all(
    Array.from({ length: 5 }, () => registerMember(t)),
  )) as [Member, Member, Member, Member, Member];
  quipBotId = await ensureQuipBot(t.ctx.db, t.ctx.now());

  const weekBefore = await createTopic(t, "2025-09-09", "Morning coffee");
  t.clock.set(new Date(weekBefore.scheduledFor.getTime() + HOUR));
  await activateCurrentTopic(t.ctx, fakeGenerator());
  const ninas = await postQuip(t, nina, "coffee joke", {
    topicOfTheDay: true,
    topicText: "Morning coffee",
  });
  await withLikes(ninas.id, 3);
  // Four others enter too, so Nina's win is a top-20% finish, which a city streak counts.
  for (const member of await Promise.all(Array.from({ length: 4 }, () => registerMember(t)))) {
    await postQuip(t, member, `coffee joke by ${member.username}`, {
      topicOfTheDay: true,
      topicText: "Morning coffee",
    });
  }
  // It closes, and two days later publishes: Nina is its Mayor.
  t.clock.set(new Date(weekBefore.scheduledFor.getTime() + 48 * HOUR));
  await closeDueCompetitions(t.ctx);
  t.clock.set(new Date(weekBefore.scheduledFor.getTime() + 96 * HOUR));
  await closeDueCompetitions(t.ctx);

  const tuesday = await createTopic(t, "2025-09-16", "Doing laundry");
  closesAt = new Date(tuesday.scheduledFor.getTime() + 48 * HOUR);
  t.clock.set(new Date(tuesday.scheduledFor.getTime() + HOUR));
  await activateCurrentTopic(t.ctx, fakeGenerator());
  await enter(alice, "the sock that got away", 9);
  await enter(carol, "lint is a lifestyle", 0);
  const [bot] = await t.ctx.db
    .insert(quips)
    .values({
      content: "I fold, therefore I am",
      authorId: quipBotId,
      topicOfTheDay: true,
      topicText: "Doing laundry",
      topicIdentifier: "doing-laundry-2025-09-16",
      topicId: tuesday.id,
      createdAt: t.clock.now(),
    })
    .returning();
  await as(t, liker).post(`/api/quips/${bot?.id}/like`);
  await withLikes(bot?.id as string, 4);

  t.clock.set(new Date(closesAt.getTime() - 10 * MINUTE));

  // Minutes before closing, two more entries: the competition closes with them anonymous.
  await enter(bob, "spin cycle of life", 7);
  t.clock.set(new Date(closesAt.getTime() - 5 * MINUTE));
  lateEntryAt = t.clock.now();
  await enter(alice, "detergent of my dreams", 1);
});
afterAll(async () => {
  await t?.close();
});

/** Everything a visitor can read about the competition's people and its topic page. */
async function publicView() {
  const people = [alice, bob, carol, nina, liker].map((m) => m.id).concat(quipBotId);
  const view: Record<string, unknown> = {};
  for (const id of people) {
    const profile = (await as(t, undefined).get(`/api/users/${id}`)).json();
    view[id] = {
      badges: (await as(t, undefined).get(`/api/users/${id}/badges`)).json(),
      distribution: (await as(t, undefined).get(`/api/users/${id}/city-distribution`)).json(),
      cityStreak: [profile.currentCityStreak, profile.maxCityStreak],
    };
  }
  view.topic = (await as(t, undefined).get(TOPIC))
    .json()
    .map((q: { id: string; result: unknown }) => [q.id, q.result]);
  return view;
}

/**
 * The view with the topic's entries in a fixed order: until the results the topic page shuffles
 * them per reader and Eastern day (decision 0162), a change drawn from the date alone.
 */
function unordered(view: Awaited<ReturnType<typeof publicView>>) {
  const topic = view.topic as Array<[string, unknown]>;
  return { ...view, topic: [...topic].sort(([a], [b]) => a.localeCompare(b)) };
}

const countActivities = async () =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(activities))[0]?.n;

describe("a competition whose entries are minutes old at closing", () => {
  let before: Awaited<ReturnType<typeof publicView>>;

  it("tells each entrant their own result, and nobody else anything", async () => {
    before = await publicView();
    expect(before[nina.id]).toMatchObject({ cityStreak: [1, 1] });
    t.clock.set(closesAt);
    await runDueJobs(t.ctx);
    const own = (await as(t, bob).get(`/api/users/${bob.id}/activity`)).json();
    expect(own.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "competition_result",
          data: expect.objectContaining({ title: "Deputy Mayor", ranking: 2 }),
        }),
      ]),
    );
    expect((await as(t, undefined).get(`/api/users/${bob.id}/activity`)).statusCode).toBe(401);
    expect((await as(t, carol).get(`/api/users/${bob.id}/activity`)).statusCode).toBe(403);
    expect(unordered(await publicView())).toEqual(unordered(before));
  });

  it("changes no public field of anyone until the last entry is revealed", async () => {
    const revealed = lateEntryAt.getTime() + 48 * HOUR;
    for (let at = closesAt.getTime() + HOUR; at < closesAt.getTime() + 48 * HOUR; at += 4 * HOUR) {
      t.clock.set(new Date(at));
      await runDueJobs(t.ctx);
      expect(unordered(await publicView()), `at ${new Date(at).toISOString()}`).toEqual(
        unordered(before),
      );
    }
    t.clock.set(new Date(revealed));
    await runDueJobs(t.ctx);
    expect(unordered(await publicView())).toEqual(unordered(before));
  });

  it("publishes every effect at once when all entries are revealed, exactly once", async () => {
    t.clock.set(new Date(closesAt.getTime() + 48 * HOUR));
    await runDueJobs(t.ctx);
    const after = await publicView();
    expect(after[alice.id]).toMatchObject({
      badges: expect.arrayContaining([expect.objectContaining({ badgeType: "mayor", count: 1 })]),
      distribution: expect.objectContaining({ total: 1, top20: 1 }),
      cityStreak: [1, 1],
    });
    expect(after[nina.id]).toMatchObject({ cityStreak: [0, 1] });
    // Last of five: 80% finished ahead, so not the bottom 5%; below the podium of so few
    // entries, no title.
    expect(after[carol.id]).toMatchObject({
      distribution: expect.objectContaining({ total: 1, bottom40: 1, bottom5: 0 }),
    });
    expect(
      (after.topic as Array<[string, { title: string | null } | null]>).map(([, r]) => r?.title),
    ).toEqual(["Mayor", "Deputy Mayor", "City Treasurer", null, null]);
    const [notice] = await t.ctx.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.userId, liker.id),
          eq(activities.type, "quipbot_like"),
          sql`${activities.data} ? 'title'`,
        ),
      );
    expect(notice?.data).toMatchObject({ title: "City Treasurer", ranking: 3 });

    const activitiesOnce = await countActivities();
    t.clock.advance(HOUR);
    await runDueJobs(t.ctx);
    expect(await publicView()).toEqual(after);
    expect(await countActivities()).toBe(activitiesOnce);
  });
});
