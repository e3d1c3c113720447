import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "../src/server/services/admins.service";
import { LIMITS } from "../src/shared/limits";
import { as, postQuip } from "./support/factories";
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
});
