import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let penguin: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-10T12:00:00Z");
  penguin = await registerMember(t, { username: "PenguinFan" });
  await registerMember(t, { username: "Penguino" });
  await postQuip(t, penguin, "Penguins wear tuxedos because every day is a formal occasion.");
  await createTopic(t, "2025-09-10", "Grocery shopping");
  await createTopic(t, "2025-09-09", "Weekend plans");
  await postQuip(t, penguin, "The cart with one wobbly wheel chose me.", {
    topicOfTheDay: true,
    topicText: "Grocery shopping",
  });
  await postQuip(t, penguin, "My plans: nap, snack, nap.", {
    topicOfTheDay: true,
    topicText: "Weekend plans",
  });
  t.clock.set("2025-09-16T12:00:00Z");
  await postQuip(t, penguin, "My fridge hums jazz when nobody is around.");
  await createTopic(t, "2025-09-30", "Future topic");
});
afterAll(async () => {
  await t?.close();
});

const search = async (kind: string, q: string, viewer?: Member) =>
  (await as(t, viewer).get(`/api/search/${kind}?q=${encodeURIComponent(q)}`)).json();

describe("search", () => {
  it("finds quips by their words, stemmed", async () => {
    const results = await search("quips", "penguin tuxedo");
    expect(results).toHaveLength(1);
    expect(results[0].author.username).toBe("PenguinFan");
  });

  it("never finds an anonymous quip by its author's name, and hides the author in results", async () => {
    expect(await search("quips", "PenguinFan")).toEqual([]);
    const fridge = await search("quips", "fridge jazz");
    expect(fridge).toHaveLength(1);
    expect(fridge[0].author).toBeNull();
  });

  it("finds members by part of their name or a near miss", async () => {
    expect(
      (await search("users", "pengu")).map((u: { username: string }) => u.username).sort(),
    ).toEqual(["PenguinFan", "Penguino"]);
    expect(
      (await search("users", "penguinfam")).map((u: { username: string }) => u.username),
    ).toContain("PenguinFan");
  });

  it("lists names that start with the text first, in name order, then names containing it", async () => {
    await registerMember(t, { username: "SuperPenguin" });
    await registerMember(t, { username: "Penguin" });
    const names = async (q: string) =>
      (await search("users", q)).map((u: { username: string }) => u.username);
    expect(await names("penguin")).toEqual(["Penguin", "PenguinFan", "Penguino", "SuperPenguin"]);
    expect(await names("PENGUINO")).toEqual(["Penguino"]);
    expect(await names("erpeng")).toEqual(["SuperPenguin"]);
    // % and _ are plain characters: "penguin_" starts no name, and resembles Penguin most.
    expect(await names("%")).toEqual([]);
    expect((await names("penguin_"))[0]).toBe("Penguin");
  });

  it("ranks members by their names alone, whatever they posted", async () => {
    const first = await registerMember(t, { username: "ZebraOne" });
    const second = await registerMember(t, { username: "ZebraTwo" });
    const before = await search("users", "zebra");
    expect(before.map((u: { username: string }) => u.username)).toEqual(["ZebraOne", "ZebraTwo"]);
    const fresh = await postQuip(t, second, "Zebra crossings are just barcodes for cars.");
    await as(t, first).post(`/api/quips/${fresh.id}/like`);
    expect(await search("users", "zebra")).toEqual(before);
    expect(Object.keys(before[0]).sort()).toEqual(
      ["bio", "firstName", "id", "lastName", "profileImageUrl", "username"].sort(),
    );
  });

  it("puts the closest match first among the most liked matches, then the most liked", async () => {
    const fan = await registerMember(t);
    const liked = await postQuip(t, penguin, "Every waffle deserves syrup and respect.");
    const plain = await postQuip(t, penguin, "A waffle iron is a pancake with abs.");
    const double = await postQuip(t, penguin, "Waffle, waffle, waffle: breakfast chant.");
    await as(t, fan).post(`/api/quips/${liked.id}/like`);
    const ids = (await search("quips", "waffle", fan)).map((q: { id: string }) => q.id);
    expect(ids).toEqual([double.id, liked.id, plain.id]);
  });

  it("finds past topics with their quip counts, not future ones", async () => {
    expect(await search("topics", "grocery")).toEqual([
      expect.objectContaining({
        topic: "Grocery shopping",
        topicIdentifier: "grocery-shopping-2025-09-10",
        quipCount: 1,
      }),
    ]);
    expect(await search("topics", "future")).toEqual([]);
  });

  it("keeps phrases, or and exclusions in quip search", async () => {
    expect(await search("quips", '"formal occasion"')).toHaveLength(1);
    expect(await search("quips", "penguin -tuxedo")).toEqual([]);
    expect(await search("quips", "tuxedos or fridge")).toHaveLength(2);
  });

  it("answers a search of 100 minus signs and a letter, which Postgres could not nest", async () => {
    const response = await as(t, undefined).get(`/api/search/quips?q=${"-".repeat(100)}a`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(await search("quips", `${"-".repeat(100)}tuxedo penguin`)).toEqual([]);
    expect(await search("quips", `${"- ".repeat(60)}fridge`)).toHaveLength(1);
    expect(await search("quips", `${"-!".repeat(60)}penguin`)).toHaveLength(1);
  });

  it("ignores blank text and refuses a huge one", async () => {
    expect(await search("quips", "   ")).toEqual([]);
    expect((await as(t, undefined).get(`/api/search/users?q=${"x".repeat(300)}`)).statusCode).toBe(
      400,
    );
  });
});
