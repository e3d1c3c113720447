import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quips } from "#server/db/schema/index.ts";
import { closeDueCompetitions } from "#server/services/competitions/close-competitions.ts";
import { revealDueQuips } from "#server/services/quips/reveal.service.ts";
import { activateCurrentTopic } from "#server/services/topics/activation.service.ts";
import { RECAP_MSG } from "#shared/messages/recaps.ts";
import type { Recap } from "#shared/schemas/recaps.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { fakeGenerator } from "./support/fake-generator";
import { type Member, registerMember } from "./support/members";
import { childrenNamed, onlyChild, parseXml, textOf } from "./support/strict-xml";
import { createTestApp, type TestApp } from "./support/test-app";

const HOUR = 3_600_000;
/** Monday 15 to Sunday 21 September 2025. */
const WEEK = "2025-W38";
let t: TestApp;
let members: Member[];
let topicStart: Date;
let entries: string[];
let plainQuip: string;
/** Guesses every author rightly before the reveals: the week's sleuth. */
let sleuth: Member;

const recap = async (viewer?: Member, week = WEEK) =>
  (await as(t, viewer).get(`/api/recaps/${week}`)).json() as Recap;

beforeAll(async () => {
  t = await createTestApp();
  members = await Promise.all(Array.from({ length: 3 }, () => registerMember(t)));
  const topic = await createTopic(t, "2025-09-16", "Morning coffee");
  topicStart = topic.scheduledFor;
  t.clock.set(new Date(topicStart.getTime() + HOUR));
  await activateCurrentTopic(t.ctx, fakeGenerator());
  entries = [];
  for (const [i, likes] of [4, 9, 1].entries()) {
    const author = members[i] as Member;
    const quip = await postQuip(t, author, `Coffee joke ${i}`, {
      topicOfTheDay: true,
      topicText: "Morning coffee",
    });
    await t.ctx.db.update(quips).set({ likesCount: likes }).where(eq(quips.id, quip.id));
    entries.push(quip.id);
  }
  const plain = await postQuip(t, members[0] as Member, "A quip about nothing in particular", {
    punchline: "Which is the point.",
  });
  await t.ctx.db.update(quips).set({ likesCount: 2 }).where(eq(quips.id, plain.id));
  plainQuip = plain.id;
  sleuth = await registerMember(t);
  const authors = [members[0], members[1], members[2], members[0]] as Member[];
  for (const [i, id] of [...entries, plainQuip].entries()) {
    const guess = await as(t, sleuth).post(`/api/quips/${id}/guesses`, {
      username: authors[i]?.username,
    });
    expect(guess.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

describe("the weekly recap", () => {
  it("shows the week's days and topic while its quips are anonymous, and none of them", async () => {
    const week = await recap(members[1]);
    expect(week).toMatchObject({
      week: WEEK,
      startsOn: "2025-09-15",
      endsOn: "2025-09-21",
      isCurrent: true,
      nextWeek: null,
      previousWeek: null,
      topQuips: [],
      sleuths: [],
      ghosts: [],
    });
    // Tuesday, an hour after the topic began: the days after it are still to come.
    expect(week.days.map((d) => [d.date, d.results, d.isUpcoming])).toEqual([
      ["2025-09-15", "none", false],
      ["2025-09-16", "pending", false],
      ["2025-09-17", "none", true],
      ["2025-09-18", "none", true],
      ["2025-09-19", "none", true],
      ["2025-09-20", "none", true],
      ["2025-09-21", "none", true],
    ]);
    expect(week.days[1]?.topic).toEqual({
      topic: "Morning coffee",
      topicIdentifier: "morning-coffee-2025-09-16",
      quipCount: 3,
    });
    const body = (await as(t, members[1]).get(`/api/recaps/${WEEK}`)).body;
    for (const id of [...entries, plainQuip]) expect(body).not.toContain(id);
    for (const m of members) expect(body).not.toContain(m.username);
    expect((await recap(undefined, "current")).week).toBe(WEEK);
  });

  it("lists a revealed quip among the week's best, but no entry before the results", async () => {
    // The competition has closed and every entry is revealed; its results are not public yet.
    t.clock.set(new Date(topicStart.getTime() + 50 * HOUR));
    await revealDueQuips(t.ctx);
    const closing = await closeDueCompetitions(t.ctx);
    expect(closing.closed).toEqual(["morning-coffee-2025-09-16"]);
    expect(closing.published).toEqual([]);
    const week = await recap(members[2]);
    expect(week.topQuips.map((q) => q.id)).toEqual([plainQuip]);
    expect(week.topQuips[0]?.author?.username).toBe(members[0]?.username);
    expect(week.days[1]).toMatchObject({ results: "pending", winners: [] });
    // The reveals scored the sealed guesses: four right of four.
    expect(week.sleuths).toEqual([
      { userId: sleuth.id, username: sleuth.username, right: 4, scored: 4 },
    ]);
    expect(week.ghosts).toEqual([]);
  });

  it("names the podium once the results are public, and ranks the entries among the best", async () => {
    t.clock.set(new Date(topicStart.getTime() + 100 * HOUR));
    expect((await closeDueCompetitions(t.ctx)).published).toEqual(["morning-coffee-2025-09-16"]);
    const week = await recap(members[2]);
    const day = week.days[1];
    expect(day?.results).toBe("published");
    expect(
      day?.winners.map((w) => [w.title, w.ranking, w.quip.id, w.quip.author?.username]),
    ).toEqual([
      ["Mayor", 1, entries[1], members[1]?.username],
      ["Deputy Mayor", 2, entries[0], members[0]?.username],
      ["City Treasurer", 3, entries[2], members[2]?.username],
    ]);
    expect(week.topQuips.map((q) => q.id)).toEqual([entries[1], entries[0], plainQuip, entries[2]]);
  });

  it("leaves out what the viewer muted, as every list of theirs does", async () => {
    const viewer = members[2] as Member;
    await as(t, viewer).post(`/api/users/${members[1]?.id}/mute`);
    const week = await recap(viewer);
    expect(week.topQuips.map((q) => q.id)).not.toContain(entries[1]);
    expect(week.days[1]?.winners.map((w) => w.quip.id)).not.toContain(entries[1]);
    await as(t, viewer).delete(`/api/users/${members[1]?.id}/mute`);
  });

  it("steps between weeks, and refuses a week that is no week or has not begun", async () => {
    t.clock.set(new Date("2025-09-30T16:00:00Z"));
    const later = await recap(undefined, "current");
    expect(later).toMatchObject({ week: "2025-W40", previousWeek: "2025-W39", nextWeek: null });
    expect(later.days.every((d) => d.results === "none")).toBe(true);
    expect(await recap(undefined, "2025-W39")).toMatchObject({
      previousWeek: WEEK,
      nextWeek: "2025-W40",
    });
    expect((await recap(undefined, WEEK)).previousWeek).toBeNull();
    for (const [week, message] of [
      ["2025-W41", RECAP_MSG.notYet],
      ["2025-W00", RECAP_MSG.noSuchWeek],
      ["2025-W53", RECAP_MSG.noSuchWeek],
    ] as const) {
      const response = await as(t, undefined).get(`/api/recaps/${week}`);
      expect(response.statusCode, week).toBe(404);
      expect(response.body).toContain(message);
    }
    const bad = await as(t, undefined).get("/api/recaps/last-week");
    expect(bad.statusCode).toBe(400);
  });

  it("is an Atom feed of the weeks whose quips are all revealed", async () => {
    const response = await as(t, undefined).get("/feeds/recaps.atom");
    expect(response.statusCode).toBe(200);
    const root = parseXml(response.body);
    const entryList = childrenNamed(root, "entry");
    // W40 is under way, and W39's last quips are revealed only on 1 October.
    expect(entryList.map((e) => textOf(onlyChild(e, "title")))).toEqual([RECAP_MSG.title(WEEK)]);
    const [first] = entryList;
    if (!first) throw new Error("an entry");
    const content = textOf(onlyChild(first, "content"));
    expect(content).toContain("“Morning coffee”");
    expect(content).toContain(`Mayor by @${members[1]?.username}`);
    expect(content).toContain(`@${sleuth.username}: ${RECAP_MSG.sleuthLine(4, 4)}`);
    // A punchline stays behind "…" here as in every feed (decision 0163).
    expect(content).toContain(`A quip about nothing in particular … by @${members[0]?.username}`);
    expect(content).not.toContain("Which is the point.");
    // Its results were published within the week: it last changed at the week's last reveal,
    // 48 hours after its Eastern end.
    expect(textOf(onlyChild(first, "updated"))).toBe("2025-09-24T04:00:00Z");
    expect(onlyChild(first, "link").attributes.href).toMatch(/\/recap\/2025-W38$/);
    t.clock.set(new Date("2025-10-01T05:00:00Z"));
    const settled = parseXml((await as(t, undefined).get("/feeds/recaps.atom")).body);
    expect(childrenNamed(settled, "entry").map((e) => textOf(onlyChild(e, "title")))).toEqual([
      RECAP_MSG.title("2025-W39"),
      RECAP_MSG.title(WEEK),
    ]);
  });
});
