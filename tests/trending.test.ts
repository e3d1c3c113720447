import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { easternDate } from "#shared/rules/eastern-time.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let ana: Member;
let ben: Member;
let cai: Member;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T12:00:00Z");
  [ana, ben, cai, admin] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
/** Past the cache's period, so the next answer is computed afresh. */
const nextPeriod = () => t.clock.advance(60_000);
const trending = async (viewer?: Member) => {
  const response = await as(t, viewer).get("/api/trending");
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ word: string; quips: number }>;
};

describe("trending now", () => {
  it("is empty while no word is in enough quips", async () => {
    await postQuip(t, ana, "The toaster and the kettle are not speaking.");
    await postQuip(t, ben, "My toaster has opinions.");
    nextPeriod();
    expect(await trending()).toEqual([]);
  });

  it("lists the words of the last 48 hours found in the most quips, each found by search", async () => {
    await postQuip(t, cai, "Toasters! They judge the bread, and the bread judges back.");
    await postQuip(t, ana, "Laundry day: the socks unionised.");
    await postQuip(t, ben, "Laundry is a sock's escape plan. #laundry");
    await postQuip(t, cai, "Did the laundry, lost a sock, found a sock that isn't mine.");
    await postQuip(
      t,
      ana,
      `@${ben.username} @${ben.username} @${ben.username} the sock thing again`,
    );
    nextPeriod();
    const words = await trending();
    expect(words).toEqual([
      { word: "sock", quips: 4 },
      { word: "laundry", quips: 3 },
      { word: "toaster", quips: 3 },
    ]);
    for (const { word } of words) {
      const found = await as(t, undefined).get(`/api/search/quips?q=${encodeURIComponent(word)}`);
      expect(found.json().length).toBeGreaterThanOrEqual(LIMITS.trendingMinQuips);
    }
  });

  it("leaves out stop words, mentions and quips older than 48 hours", async () => {
    const words = (await trending()).map((w) => w.word);
    expect(words).not.toContain("the");
    expect(words).not.toContain(ben.username.toLowerCase());
    t.clock.advance(48 * HOUR);
    expect(await trending()).toEqual([]);
  });

  it("is the same whoever wrote the quips, and for every reader: it never uses authorship", async () => {
    const texts = [
      "Zebras are horses in pyjamas.",
      "A zebra walks into a crossing.",
      "Never play chess with a zebra.",
    ];
    for (const text of texts) await postQuip(t, ana, text);
    nextPeriod();
    const byOne = await trending();
    expect(byOne).toEqual([{ word: "zebra", quips: 3 }]);

    t.clock.advance(48 * HOUR);
    for (const [i, text] of texts.entries()) await postQuip(t, [ana, ben, cai][i] as Member, text);
    nextPeriod();
    const byThree = await trending();
    expect(byThree).toEqual(byOne);

    const answers = await Promise.all([undefined, ana, ben, admin].map((m) => trending(m)));
    for (const answer of answers) expect(answer).toEqual(byOne);
    const body = JSON.stringify(answers);
    for (const m of [ana, ben, cai]) {
      expect(body).not.toContain(m.id);
      expect(body).not.toContain(m.username);
    }
  });

  it("moves only at the clock's period boundaries, not when a quip is posted", async () => {
    const before = await trending();
    await postQuip(t, ben, "The zebra crossing is a zebra's runway, says my zebra.");
    expect(await trending()).toEqual(before);
    nextPeriod();
    expect(await trending()).toEqual([{ word: "zebra", quips: 4 }]);
  });

  it("never lists stop words, however many quips use them, and lists a repeated phrase whoever wrote it", async () => {
    t.clock.advance(48 * HOUR);
    const texts = [
      "My neighbour says one haunted vacuum is like, really, one too many.",
      "Grandma says the haunted vacuum just wants to get one more sock. Like always.",
      "He says it's like one haunted vacuum, you get used to it.",
      "Everyone says the cat is like one big loaf. Just get a bigger sofa.",
    ];
    for (const text of texts) await postQuip(t, ana, text);
    nextPeriod();
    const byOne = await trending();
    expect(byOne).toEqual([{ word: "haunted vacuum", quips: 3 }]);
    const found = await as(t, undefined).get(
      `/api/search/quips?q=${encodeURIComponent("haunted vacuum")}`,
    );
    expect(found.json()).toHaveLength(3);

    t.clock.advance(48 * HOUR);
    for (const [i, text] of texts.entries()) {
      await postQuip(t, [ana, ben, cai, admin][i] as Member, text);
    }
    nextPeriod();
    expect(await trending()).toEqual(byOne);
  });

  it("makes a phrase only of words side by side, not across a full stop, a comma or a mention", async () => {
    t.clock.advance(48 * HOUR);
    await postQuip(t, ana, "Bought a toaster. Oven shopping is for later.");
    await postQuip(t, ben, "The toaster, oven and fridge unionised.");
    await postQuip(t, cai, `My toaster @${ben.username} oven plan is flawless.`);
    nextPeriod();
    expect(await trending()).toEqual([
      { word: "oven", quips: 3 },
      { word: "toaster", quips: 3 },
    ]);
  });

  it("never lists a topic whose name is only stop words, nor any of those words", async () => {
    t.clock.advance(48 * HOUR);
    await createTopic(t, easternDate(t.clock.now()), "Like It Or Not");
    await postQuip(t, ana, "Like it or not, Mondays arrive weekly.");
    await postQuip(t, ben, "Like it or not, the printer decides.");
    await postQuip(t, cai, "Like it or not, socks vanish one by one.");
    nextPeriod();
    expect(await trending()).toEqual([]);
  });

  it("lists a topic of the day by its name, before the phrase and the words it is made of", async () => {
    t.clock.advance(48 * HOUR);
    await createTopic(t, easternDate(t.clock.now()), "Parallel Parking");
    await postQuip(t, ana, "Parallel parking is a group project with the whole street.");
    await postQuip(t, ben, "I passed my test, except the parallel parking part.");
    await postQuip(t, cai, "Parallel parking: the car is fine, the kerb is not.");
    await postQuip(t, ana, "Parking in parallel universes is easier.");
    nextPeriod();
    expect(await trending()).toEqual([{ word: "Parallel Parking", quips: 4 }]);
    const found = await as(t, undefined).get("/api/search/quips?q=Parallel%20Parking");
    expect(found.json()).toHaveLength(4);
  });
});
