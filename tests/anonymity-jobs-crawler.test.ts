import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revealsBot } from "#server/ai/bot-voice.ts";
import type { TextGenerator } from "#server/ai/text-generator.ts";
import type { AppContext } from "#server/context.ts";
import {
  quipbotSchedule,
  quips,
  topicCompetitions,
  topicOfTheDay,
} from "#server/db/schema/index.ts";
import { drawWaitMs, JOBS, QUIPBOT_JOBS, SCHEDULES } from "#server/jobs/run-due.ts";
import { seededRandom } from "#server/lib/seeded-random.ts";
import { ensureQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { activateCurrentTopic } from "#server/services/topics/activation.service.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";
import { scaled } from "./support/time-budget";

/**
 * The anonymity crawler for scheduled work. While anonymous quips exist, it snapshots every
 * public field of every member (every GET route about a member, their feed and their result
 * cards, as a visitor), every topic page and topic feed, before and after each scheduled job,
 * stepping through the days in which competitions close with minutes-old entries and their
 * quips are revealed. A job may change what a
 * visitor reads only by publishing competitions whose every entry is already revealed, by
 * scoring the guesses at quips already revealed (or, QuipBot's, by posting its anonymous quip
 * to a topic page); anything else a job changes coincides with an anonymous quip's life, and
 * is a leak.
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
  const guessedWrong = await enter(b, "Folding maps", 5);
  const liked = await enter(c, "Folding maps", 1);
  await as(t, e).post(`/api/quips/${liked.id}/like`);
  // Sealed guesses at two of its authors, one right and one wrong (decision 0164).
  for (const quip of [guessedWrong, liked]) {
    await as(t, e).post(`/api/quips/${quip.id}/guesses`, { username: c.username });
  }
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

/** An answer with its guess tallies and sleuth figures left out: what scoring guesses writes. */
function withoutScores(answer: string | undefined): string | undefined {
  return answer
    ?.replace(/"guesses":\{"total":\d+,"correct":\d+\}/g, '"guesses":null')
    .replace(/"sleuth":\{[^}]*\}/g, '"sleuth":null');
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
  it("finds no job changing what a visitor reads while it could name an anonymous author", {
    timeout: scaled(300_000),
  }, async () => {
    const leaks: string[] = [];
    let published = 0;
    for (const moment of await moments()) {
      t.clock.set(moment);
      let view = await publicView();
      // QuipBot's post runs on a timer of its own: here, after the site's jobs.
      for (const job of [...JOBS, ...QUIPBOT_JOBS]) {
        const statesBefore = await competitionStates();
        await job.run(t.ctx);
        const after = await publicView();
        // A page that did not exist before (a new topic's) says nothing about anyone.
        const changed = [...view.keys()].filter((url) => after.get(url) !== view.get(url));
        const scoresOnly = changed.every(
          (url) => withoutScores(after.get(url)) === withoutScores(view.get(url)),
        );
        view = after;
        if (changed.length === 0) continue;
        const statesAfter = await competitionStates();
        const newlyPublished = [...statesAfter]
          .filter(([id, status]) => status === "processed" && statesBefore.get(id) !== status)
          .map(([id]) => id);
        published += newlyPublished.length;
        if (job.name === "close-competitions" && (await allRevealed(newlyPublished, moment)))
          continue;
        // The reveal scores the guesses at quips their 48 hours revealed already (decision 0164):
        // their tallies, which no anonymous quip's answer may carry, and the guessers' figures.
        if (job.name === "reveal-quips" && scoresOnly) continue;
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
  });
});

/**
 * The crawler over job-run instants. Members read their notices' times to the millisecond; a
 * job run's instant learnt there must point at no quip, QuipBot's above all. The server's
 * schedules (SCHEDULES) run here on the app's clock, each on its own timer drawn as the server
 * draws them, through minutes in which a member's quip turns 48 hours old and QuipBot's time
 * comes: what a run writes for members carries the minute only, and the run that posts
 * QuipBot's quip changes nothing else anyone reads. Nor may its words give it away while it is
 * anonymous (bot-voice.ts), even when its text provider answers in a robot's voice.
 */
describe("the anonymity crawler over job-run instants and QuipBot's words", () => {
  const RUN_INTERVAL = MINUTE;
  /** Notices written by jobs: the others are written by a member's own action, at its time. */
  const JOB_NOTICES = [
    "quip_48_hours",
    "liked_quip_48_hours",
    "quipbot_like",
    "competition_result",
    "guess_right",
  ];
  let u: TestApp;
  let readers: Member[];
  let botId: string;

  beforeAll(async () => {
    u = await createTestApp();
    readers = await Promise.all(Array.from({ length: 3 }, () => registerMember(u)));
    const [author, liker, guesser] = readers as [Member, Member, Member];
    botId = await ensureQuipBot(u.ctx.db, u.ctx.now());
    // Turns 48 hours old half a second before QuipBot's time comes, on Thursday.
    u.clock.set("2025-09-16T15:59:59.500Z");
    const quip = await postQuip(u, author, "a joke that turns 48 hours old at noon");
    await as(u, liker).post(`/api/quips/${quip.id}/like`);
    await as(u, guesser).post(`/api/quips/${quip.id}/guesses`, { username: author.username });
    await createTopic(u, "2025-09-18", "Doing laundry");
    await createTopic(u, "2025-09-19", "Folding maps");
    for (const day of ["2025-09-18", "2025-09-19"]) {
      await u.ctx.db
        .insert(quipbotSchedule)
        .values({ dateEt: day, scheduledAtEt: new Date(`${day}T16:00:00.000Z`) });
    }
  });
  afterAll(async () => {
    await u?.close();
  });

  /** What each member reads of their notices, and the New feed as a visitor reads it. */
  async function memberView() {
    const notices = await Promise.all(
      readers.map(async (m) => (await as(u, m).get(`/api/users/${m.id}/activity`)).body),
    );
    const feed = (await as(u, undefined).get("/api/quips?filter=new&limit=50")).body;
    return { notices: notices.join("\n"), feed };
  }

  const botQuips = () =>
    u.ctx.db
      .select({ id: quips.id, content: quips.content, createdAt: quips.createdAt })
      .from(quips)
      .where(eq(quips.authorId, botId));

  /**
   * Every run of every schedule from `from` to `until`, in the order the server's timers
   * would start them, each at its instant; what each run changed of what members read.
   */
  async function runSchedules(ctx: AppContext, from: string, until: string, seed: number) {
    const random = seededRandom(seed);
    const end = new Date(until).getTime();
    const timers = SCHEDULES.map((schedule) => ({
      schedule,
      next:
        new Date(from).getTime() +
        (schedule.startAtOnce ? 0 : drawWaitMs(RUN_INTERVAL, () => random.next())),
    }));
    const runs: Array<{ name: string; at: Date; notices: boolean; botPosted: boolean }> = [];
    for (;;) {
      const timer = timers.reduce((a, b) => (b.next < a.next ? b : a));
      if (timer.next > end) return runs;
      const at = new Date(timer.next);
      u.clock.set(at);
      const before = { view: await memberView(), bot: (await botQuips()).length };
      await timer.schedule.run(ctx);
      const after = { view: await memberView(), bot: (await botQuips()).length };
      runs.push({
        name: timer.schedule.name,
        at,
        notices: after.view.notices !== before.view.notices,
        botPosted: after.bot > before.bot,
      });
      timer.next += drawWaitMs(RUN_INTERVAL, () => random.next());
    }
  }

  it("finds no time a member reads that tells the instant of the run that posted QuipBot's quip", {
    timeout: scaled(120_000),
  }, async () => {
    const runs = await runSchedules(u.ctx, "2025-09-18T15:58:00Z", "2025-09-18T16:06:00Z", 18);
    const [posted] = runs.filter((run) => run.botPosted);
    const [noticed] = runs.filter((run) => run.notices);
    expect(posted).toBeDefined();
    expect(noticed).toBeDefined();
    // The run that posted QuipBot's quip wrote nothing a member reads; no notice came with it.
    expect(runs.filter((run) => run.botPosted && run.notices)).toEqual([]);
    const [bot] = await botQuips();
    const items = (
      await Promise.all(
        readers.map(
          async (m) =>
            (await as(u, m).get(`/api/users/${m.id}/activity`)).json().items as Array<{
              type: string;
              createdAt: string;
            }>,
        ),
      )
    ).flat();
    const written = items.filter((item) => JOB_NOTICES.includes(item.type));
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(written.map((item) => item.type)).toContain("guess_right");
    // Times jobs write carry the minute, as the product shows them, not the run's instant.
    expect(written.filter((item) => new Date(item.createdAt).getTime() % MINUTE !== 0)).toEqual([]);
    // And no time a member reads lies within a second of QuipBot's quip.
    const near = items.filter(
      (item) =>
        Math.abs(new Date(item.createdAt).getTime() - (bot?.createdAt.getTime() ?? 0)) < 1_000,
    );
    expect(near).toEqual([]);
  });

  it("finds no word in QuipBot's quip, while it is anonymous, that says a bot wrote it", {
    timeout: scaled(120_000),
  }, async () => {
    // A provider that answers in a robot's voice at first, then as the built-in generator.
    let asked = 0;
    const talkative: TextGenerator = {
      description: "talkative",
      generateTopic: (options) => u.ctx.generator.generateTopic(options),
      generateQuip: async (options) => {
        asked += 1;
        if (asked === 1) return "Beep boop: my sensors say folding maps is not in my programming.";
        return u.ctx.generator.generateQuip(options);
      },
    };
    const runs = await runSchedules(
      { ...u.ctx, generator: talkative },
      "2025-09-19T15:59:00Z",
      "2025-09-19T16:15:00Z",
      19,
    );
    expect(runs.filter((run) => run.botPosted)).toHaveLength(1);
    // Its first joke was refused, and tried again ten minutes later.
    expect(asked).toBeGreaterThanOrEqual(2);
    const posted = (await botQuips()).filter((q) => q.createdAt >= new Date("2025-09-19"));
    expect(posted).toHaveLength(1);
    const quipId = posted[0]?.id ?? "";
    // Its words, wherever a visitor reads them while it is anonymous.
    const contents: string[] = [];
    for (const url of [
      "/api/quips?filter=new",
      "/api/topics/identifier/folding-maps-2025-09-19/quips",
      `/api/quips/${quipId}`,
    ]) {
      const body = (await as(u, undefined).get(url)).json();
      const found = [body, ...(Array.isArray(body) ? body : (body.quips ?? body.items ?? []))];
      for (const quip of found) if (quip?.id === quipId) contents.push(quip.content);
    }
    expect(contents).toHaveLength(3);
    expect(contents.filter((text) => revealsBot(text, { topic: "Folding maps" }))).toEqual([]);
  });
});
