import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activities,
  competitionResults,
  quips,
  topicCompetitions,
  topicOfTheDay,
} from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { closeDueCompetitions } from "#server/services/competitions/close-competitions.ts";
import { activateCurrentTopic } from "#server/services/topics/activation.service.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

const HOUR = 3_600_000;
let t: TestApp;
let members: Member[];

async function competitionDay(day: string, text: string, likes: number[], authors = members) {
  const topic = await createTopic(t, day, text);
  t.clock.set(new Date(topic.scheduledFor.getTime() + HOUR));
  await activateCurrentTopic(t.ctx, fakeGenerator());
  const ids: string[] = [];
  for (const [i, count] of likes.entries()) {
    const author = authors[i % authors.length] as Member;
    const quip = await postQuip(t, author, `${text} joke ${i}`, {
      topicOfTheDay: true,
      topicText: text,
    });
    await t.ctx.db.update(quips).set({ likesCount: count }).where(eq(quips.id, quip.id));
    ids.push(quip.id);
  }
  t.clock.set(new Date(topic.scheduledFor.getTime() + 48 * HOUR));
  return { topic, ids };
}

beforeAll(async () => {
  t = await createTestApp();
  members = await Promise.all(Array.from({ length: 4 }, () => registerMember(t)));
});
afterAll(async () => {
  await t?.close();
});

/** Two days on: every entry is revealed, so the closed competitions publish. */
async function publish() {
  t.clock.advance(48 * HOUR);
  return closeDueCompetitions(t.ctx);
}

const profile = async (m: Member) => (await as(t, m).get(`/api/users/${m.id}`)).json();
const badges = async (m: Member) =>
  Object.fromEntries(
    (await as(t, m).get(`/api/users/${m.id}/badges`))
      .json()
      .map((b: { badgeType: string; count: number }) => [b.badgeType, b.count]),
  );

describe("closing a competition", () => {
  it("waits for the 48-hour window to end", async () => {
    const { topic } = await competitionDay("2025-09-16", "Morning coffee", [5, 3, 3, 0, 0]);
    t.clock.set(new Date(topic.scheduledFor.getTime() + 48 * HOUR - 1000));
    expect((await closeDueCompetitions(t.ctx)).closed).toEqual([]);
    t.clock.set(new Date(topic.scheduledFor.getTime() + 48 * HOUR));
    expect(await closeDueCompetitions(t.ctx)).toEqual({
      closed: ["morning-coffee-2025-09-16"],
      published: [],
      failed: [],
    });
  });

  it("ranks with shared ranks for ties and writes each quip's title once published", async () => {
    // Five entries: the podium, and two places below it left untitled in so small a competition.
    const rows = await t.ctx.db
      .select({
        likes: competitionResults.likesCount,
        ranking: competitionResults.ranking,
        title: competitionResults.title,
        tier: competitionResults.tier,
      })
      .from(competitionResults)
      .orderBy(competitionResults.ranking);
    expect(rows).toEqual([
      { likes: 5, ranking: 1, title: "Mayor", tier: "top20" },
      { likes: 3, ranking: 2, title: "Deputy Mayor", tier: "top40" },
      { likes: 3, ranking: 2, title: "Deputy Mayor", tier: "top40" },
      { likes: 0, ranking: 4, title: null, tier: "bottom40" },
      { likes: 0, ranking: 4, title: null, tier: "bottom40" },
    ]);
    const topicPage = "/api/topics/identifier/morning-coffee-2025-09-16/quips";
    const hidden = (await as(t, undefined).get(topicPage)).json();
    expect(hidden.map((q: { result: unknown }) => q.result)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    await publish();
    const page = (await as(t, undefined).get(topicPage)).json();
    expect(page.map((q: { result: { title: string } }) => q.result.title)).toEqual([
      "Mayor",
      "Deputy Mayor",
      "Deputy Mayor",
      null,
      null,
    ]);
  });

  it("awards badges, city distribution and notifications", async () => {
    const [a, b, c, d] = members as [Member, Member, Member, Member];
    expect(await badges(a)).toMatchObject({ mayor: 1, deputy_mayor: 0 });
    expect(await badges(b)).toMatchObject({ deputy_mayor: 1 });
    expect((await as(t, d).get(`/api/users/${d.id}/city-distribution`)).json()).toEqual({
      total: 1,
      top20: 0,
      top40: 0,
      top60: 0,
      bottom40: 1,
      bottom5: 0,
    });
    const [note] = await t.ctx.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, c.id), eq(activities.type, "competition_result")));
    expect(note?.data).toMatchObject({
      title: "Deputy Mayor",
      ranking: 2,
      percentile: 40,
      totalQuips: 5,
      cityLine: "Deputy Mayor of Morning Coffee City",
      topicIdentifier: "morning-coffee-2025-09-16",
    });
    const feed = (await as(t, c).get(`/api/users/${c.id}/activity`)).json();
    expect(feed.items.map((i: { type: string }) => i.type)).toContain("competition_result");
  });

  it("never applies a competition twice", async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(activities);
    expect(await closeDueCompetitions(t.ctx)).toEqual({ closed: [], published: [], failed: [] });
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(activities);
    expect(after).toEqual(before);
    expect((await badges(members[0] as Member)).mayor).toBe(1);
  });

  it("counts a member's best quip once per competition, and keeps the city streak", async () => {
    const [a, b, c] = members as [Member, Member, Member];
    // a posts three quips (ranks 1, 2, 3), b and c one each; a counts once in the distribution
    await competitionDay("2025-09-17", "Doing laundry", [9, 8, 7, 1, 0], [a, a, a, b, c]);
    await closeDueCompetitions(t.ctx);
    await publish();
    expect(await badges(a)).toMatchObject({ mayor: 2, deputy_mayor: 1, city_treasurer: 1 });
    expect((await as(t, a).get(`/api/users/${a.id}/city-distribution`)).json()).toMatchObject({
      total: 2,
      top20: 2,
    });
    expect(await profile(a)).toMatchObject({ currentCityStreak: 2, maxCityStreak: 2 });
    // the next day a does not enter: the streak is broken
    await competitionDay("2025-09-18", "Grocery shopping", [4], [b]);
    await closeDueCompetitions(t.ctx);
    expect(await profile(a)).toMatchObject({ currentCityStreak: 2, maxCityStreak: 2 });
    await publish();
    expect(await profile(a)).toMatchObject({ currentCityStreak: 0, maxCityStreak: 2 });
  });

  it("records a failure, applies nothing, and succeeds on a later run", async () => {
    await competitionDay("2025-09-19", "Assembling furniture", [2, 1]);
    await t.ctx.db.execute(sql`create or replace function fail_results() returns trigger as $$
      begin raise exception 'disk on fire'; end $$ language plpgsql`);
    await t.ctx.db.execute(sql`create trigger fail_results before insert on competition_results
      for each row execute function fail_results()`);
    const failed = await closeDueCompetitions(t.ctx);
    expect(failed.failed).toEqual(["assembling-furniture-2025-09-19"]);
    const [row] = await t.ctx.db
      .select()
      .from(topicCompetitions)
      .where(eq(topicCompetitions.topicIdentifier, "assembling-furniture-2025-09-19"));
    expect(row).toMatchObject({ status: "active", failedAttempts: 1 });
    expect(row?.lastError).toContain("disk on fire");
    const notes = await t.ctx.db
      .select()
      .from(activities)
      .where(sql`${activities.data}->>'topicIdentifier' = 'assembling-furniture-2025-09-19'`);
    expect(notes).toEqual([]);
    await t.ctx.db.execute(sql`drop trigger fail_results on competition_results`);
    expect((await closeDueCompetitions(t.ctx)).closed).toEqual([]); // backing off
    t.clock.advance(5 * 60_000);
    expect((await closeDueCompetitions(t.ctx)).closed).toEqual(["assembling-furniture-2025-09-19"]);
  });
});

describe("replacing today's topic after quips were posted", () => {
  it("leaves the quips on the topic they were written for, and its competition ranks only them", async () => {
    const [a, b, c] = members as [Member, Member, Member];
    const admin = await registerMember(t);
    await setAdmin(t.ctx, admin.id, true);
    const { ids: before } = await competitionDay("2025-09-23", "Packing lunches", [3, 1], [a, b]);
    t.clock.set(new Date((await topicStart("packing-lunches-2025-09-23")).getTime() + 2 * HOUR));
    const replaced = await as(t, admin).post("/api/topic-of-the-day", {
      topic: "Parallel parking",
    });
    expect(replaced.statusCode).toBe(201);
    const after = await postQuip(t, c, "reverse, reverse", {
      topicOfTheDay: true,
      topicText: "Parallel parking",
    });
    const old = (
      await as(t, undefined).get("/api/topics/identifier/packing-lunches-2025-09-23/quips")
    ).json();
    expect(old.map((q: { id: string }) => q.id).sort()).toEqual([...before].sort());

    t.clock.advance(48 * HOUR);
    const closed = await closeDueCompetitions(t.ctx);
    expect(closed.closed).toEqual(["packing-lunches-2025-09-23", "parallel-parking-2025-09-23"]);
    const ranked = async (identifier: string) =>
      (
        await t.ctx.db
          .select({ quipId: competitionResults.quipId })
          .from(competitionResults)
          .innerJoin(topicCompetitions, eq(topicCompetitions.id, competitionResults.competitionId))
          .where(eq(topicCompetitions.topicIdentifier, identifier))
      )
        .map((r) => r.quipId)
        .sort();
    expect(await ranked("packing-lunches-2025-09-23")).toEqual([...before].sort());
    expect(await ranked("parallel-parking-2025-09-23")).toEqual([after.id]);
  });
});

async function topicStart(identifier: string): Promise<Date> {
  const [row] = await t.ctx.db
    .select({ at: topicOfTheDay.scheduledFor })
    .from(topicOfTheDay)
    .where(eq(topicOfTheDay.topicIdentifier, identifier));
  if (!row) throw new Error(`no topic ${identifier}`);
  return row.at;
}

describe("a competition of two", () => {
  it("gives the second no bottom title, and tells one percentile in the notice, the distribution, the page and the card", async () => {
    const [first, second] = (await Promise.all([registerMember(t), registerMember(t)])) as [
      Member,
      Member,
    ];
    await competitionDay("2025-09-30", "Folding fitted sheets", [3, 0], [first, second]);
    await closeDueCompetitions(t.ctx);
    await publish();
    const identifier = "folding-fitted-sheets-2025-09-30";
    const page = (await as(t, undefined).get(`/api/topics/identifier/${identifier}/quips`)).json();
    expect(page.map((q: { result: unknown }) => q.result)).toEqual([
      { title: "Mayor", ranking: 1, percentile: 50 },
      { title: null, ranking: 2, percentile: 100 },
    ]);
    const [competition] = await t.ctx.db
      .select({ id: topicCompetitions.id })
      .from(topicCompetitions)
      .where(eq(topicCompetitions.topicIdentifier, identifier));
    const standings = [
      { member: first, percentile: 50, tier: "top60", title: "Mayor" },
      { member: second, percentile: 100, tier: "bottom40", title: undefined },
    ];
    for (const { member, percentile, tier, title } of standings) {
      const activity = (await as(t, member).get(`/api/users/${member.id}/activity`)).json();
      const notice = activity.items.find(
        (i: { type: string; data: { topicIdentifier?: string } }) =>
          i.type === "competition_result" && i.data.topicIdentifier === identifier,
      );
      expect(notice.data).toMatchObject({ ranking: 2 - Number(member === first), percentile });
      expect(notice.data.title).toBe(title);
      const distribution = (
        await as(t, member).get(`/api/users/${member.id}/city-distribution`)
      ).json();
      expect(distribution).toMatchObject({ total: 1, [tier]: 1 });
      const card = await as(t, undefined).get(`/api/results/${competition?.id}/${member.id}`);
      if (title) {
        expect(card.json()).toMatchObject({ title, percentile });
        expect(notice.resultCompetitionId).toBe(competition?.id);
      } else {
        // No title, no card to share: the same answer as not having entered.
        expect(card.statusCode).toBe(404);
        expect(notice.resultCompetitionId).toBeNull();
      }
    }
    expect(await profile(first)).toMatchObject({ currentCityStreak: 0 });
  });
});
