import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quips, topicCompetitions, topicOfTheDay } from "../src/server/db/schema";
import { JOBS } from "../src/server/jobs/run-due";
import { ensureQuipBot } from "../src/server/services/quipbot.service";
import { activateCurrentTopic } from "../src/server/services/topics/activation.service";
import { as, createTopic, postQuip } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The anonymity crawler for scheduled work. While anonymous quips exist, it snapshots every
 * public field of every member (every GET route about a member, their feed and their result
 * cards, as a visitor), every topic page and topic feed, before and after each scheduled job,
 * stepping through the days in which competitions close with minutes-old entries and their
 * quips are revealed. A job may change what a
 * visitor reads only by publishing competitions whose every entry is already revealed (or,
 * QuipBot's, by posting its anonymous quip to a topic page); anything else a job changes
 * coincides with an anonymous quip's life, and is a leak.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;
const COMPETING = ["doing-laundry-2025-09-16", "folding-maps-2025-09-17"];

let t: TestApp;
let members: Member[];
let people: string[];

async function enter(member: Member, topic: string, likes: number) {
  const quip = await postQuip(t, member, `${topic}, as ${member.username} sees it`, {
    topicOfTheDay: true,
    topicText: topic,
  });
  await t.ctx.db.update(quips).set({ likesCount: likes }).where(eq(quips.id, quip.id));
  return quip;
}

beforeAll(async () => {
  t = await createTestApp();
  members = await Promise.all(Array.from({ length: 5 }, () => registerMember(t)));
  const [a, b, c, d, e] = members as [Member, Member, Member, Member, Member];
  people = [...members.map((m) => m.id), await ensureQuipBot(t.ctx.db, t.ctx.now())];
  await as(t, e).post(`/api/users/${a.id}/follow`);

  const tuesday = await createTopic(t, "2025-09-16", "Doing laundry");
  t.clock.set(new Date(tuesday.scheduledFor.getTime() + HOUR));
  await activateCurrentTopic(t.ctx, fakeGenerator());
  await enter(a, "Doing laundry", 6);
  await enter(d, "Doing laundry", 2);
  const wednesday = await createTopic(t, "2025-09-17", "Folding maps");
  t.clock.set(new Date(wednesday.scheduledFor.getTime() + 2 * HOUR));
  await activateCurrentTopic(t.ctx, fakeGenerator());
  await enter(b, "Folding maps", 5);
  const liked = await enter(c, "Folding maps", 1);
  await as(t, e).post(`/api/quips/${liked.id}/like`);
  // Minutes before Tuesday's competition closes, its last entries.
  t.clock.set(new Date(tuesday.scheduledFor.getTime() + 48 * HOUR - 20 * MINUTE));
  await enter(c, "Doing laundry", 4);
  await enter(b, "Doing laundry", 0);
  t.clock.set(new Date(tuesday.scheduledFor.getTime() + 48 * HOUR - 3 * MINUTE));
  await enter(a, "Doing laundry", 1);
  // And minutes before Wednesday's.
  t.clock.set(new Date(wednesday.scheduledFor.getTime() + 48 * HOUR - 2 * MINUTE));
  await enter(a, "Folding maps", 3);
  await enter(d, "Folding maps", 0);
});
afterAll(async () => {
  await t?.close();
});

/**
 * Every GET route about a member, for each member, every topic's page, the Atom feeds (the
 * top, each member's, each topic's) and each member's result card in each competition, as a
 * visitor.
 */
async function publicView(): Promise<Map<string, string>> {
  const memberRoutes = t.app.routeList
    .filter((r) => r.method === "GET" && r.url.startsWith("/api/users/:id"))
    .map((r) => r.url);
  // The result page's preview is drawn from the same card as its data and picture.
  const competitions = await t.ctx.db
    .select({ id: topicCompetitions.id })
    .from(topicCompetitions)
    .where(inArray(topicCompetitions.topicIdentifier, COMPETING));
  const urls = people.flatMap((id) => [
    ...memberRoutes.map((route) => route.replace(":id", id)),
    `/api/quips?filter=all&authorId=${id}`,
    `/api/quips?filter=all&sortBy=likes&authorId=${id}`,
    `/feeds/members/${id}.atom`,
    ...competitions.flatMap((c) => [
      `/api/results/${c.id}/${id}`,
      `/api/results/${c.id}/${id}/image.png`,
    ]),
  ]);
  urls.push("/feeds/top.atom");
  const topics = await t.ctx.db
    .select({ identifier: topicOfTheDay.topicIdentifier })
    .from(topicOfTheDay);
  for (const { identifier } of topics) {
    urls.push(`/api/topics/identifier/${identifier}/quips`, `/feeds/topics/${identifier}.atom`);
  }
  const answers = await Promise.all(urls.map((url) => as(t, undefined).get(url)));
  return new Map(urls.map((url, i) => [url, `${answers[i]?.statusCode} ${answers[i]?.body}`]));
}

const competitionStates = async () =>
  new Map(
    (
      await t.ctx.db
        .select({ id: topicCompetitions.topicIdentifier, status: topicCompetitions.status })
        .from(topicCompetitions)
    ).map((c) => [c.id, c.status]),
  );

/** Whether every quip of these competitions was revealed at `now`. */
async function allRevealed(identifiers: string[], now: Date): Promise<boolean> {
  if (identifiers.length === 0) return false;
  const entries = await t.ctx.db
    .select({ createdAt: quips.createdAt })
    .from(quips)
    .where(inArray(quips.topicIdentifier, identifiers));
  return entries.every((q) => now.getTime() - q.createdAt.getTime() >= 48 * HOUR);
}

/**
 * Every twelve hours over the three days after the first closing, and the instants that matter:
 * each closing, a minute after it, a minute after each late entry's reveal, each publication.
 */
async function moments(): Promise<Date[]> {
  const starts = await t.ctx.db
    .select({ startedAt: topicCompetitions.startedAt })
    .from(topicCompetitions)
    .where(inArray(topicCompetitions.topicIdentifier, COMPETING));
  const late = await t.ctx.db
    .select({ createdAt: quips.createdAt })
    .from(quips)
    .where(inArray(quips.topicIdentifier, COMPETING));
  const closings = starts.map((s) => s.startedAt.getTime() + 48 * HOUR);
  const first = Math.min(...closings);
  const times = [
    ...Array.from({ length: 7 }, (_, i) => first - HOUR + i * 12 * HOUR),
    ...closings.flatMap((c) => [c, c + MINUTE, c + 48 * HOUR]),
    ...late.map((q) => q.createdAt.getTime() + 48 * HOUR + MINUTE),
  ];
  return [...new Set(times)].sort((x, y) => x - y).map((ms) => new Date(ms));
}

describe("the anonymity crawler over scheduled work", () => {
  it("finds no job changing what a visitor reads while it could name an anonymous author", async () => {
    const leaks: string[] = [];
    let published = 0;
    for (const moment of await moments()) {
      t.clock.set(moment);
      let view = await publicView();
      for (const job of JOBS) {
        const statesBefore = await competitionStates();
        await job.run(t.ctx);
        const after = await publicView();
        // A page that did not exist before (a new topic's) says nothing about anyone.
        const changed = [...view.keys()].filter((url) => after.get(url) !== view.get(url));
        view = after;
        if (changed.length === 0) continue;
        const statesAfter = await competitionStates();
        const newlyPublished = [...statesAfter]
          .filter(([id, status]) => status === "processed" && statesBefore.get(id) !== status)
          .map(([id]) => id);
        published += newlyPublished.length;
        if (job.name === "close-competitions" && (await allRevealed(newlyPublished, moment)))
          continue;
        // QuipBot posting is posting: an anonymous quip joins its topic's page, as any member's.
        if (job.name === "quipbot" && changed.every((url) => url.startsWith("/api/topics/")))
          continue;
        leaks.push(`${job.name} at ${moment.toISOString()} changed ${changed.join(", ")}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(published).toBeGreaterThanOrEqual(2);
    // Published, the entrants' result cards are public: the crawl read them appear.
    const [first] = await t.ctx.db
      .select({ id: topicCompetitions.id })
      .from(topicCompetitions)
      .where(eq(topicCompetitions.topicIdentifier, COMPETING[0] as string));
    const card = await as(t, undefined).get(`/api/results/${first?.id}/${members[0]?.id}`);
    expect(card.statusCode).toBe(200);
  }, 300_000);
});
