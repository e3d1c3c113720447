import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema/index.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

const HOUR = 60 * 60 * 1000;
const NOW = new Date("2025-09-17T12:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
});
afterAll(async () => {
  await t?.close();
});

type Suggestion = { id: string; username: string; revealedQuips: number; revealedLikes: number };

const suggested = async (viewer: Member): Promise<Suggestion[]> => {
  const answer = await as(t, viewer).get("/api/users/suggested");
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

/** A quip posted `hoursAgo` hours before now, on the server's clock. */
async function postAgo(member: Member, hoursAgo: number, content: string) {
  const now = t.clock.now();
  t.clock.set(new Date(now.getTime() - hoursAgo * HOUR));
  const quip = await postQuip(t, member, content);
  t.clock.set(now);
  return quip.id;
}

async function likeBy(likers: Member[], quipId: string) {
  for (const liker of likers) {
    expect((await as(t, liker).post(`/api/quips/${quipId}/like`)).statusCode).toBe(200);
  }
}

describe("the welcome tour", () => {
  it("shows to a new member until they close it, once, on every device", async () => {
    const member = await registerMember(t);
    const me = async () => (await as(t, member).get("/api/auth/user")).json();
    expect((await me()).onboardedAt).toBeNull();

    const closed = await as(t, member).post("/api/users/onboarded");
    expect(closed.statusCode).toBe(200);
    expect(closed.json().onboardedAt).toBe(NOW.toISOString());

    t.clock.advance(HOUR);
    expect((await as(t, member).post("/api/users/onboarded")).json().onboardedAt).toBe(
      NOW.toISOString(),
    );
    t.clock.set(NOW);
    expect((await me()).onboardedAt).toBe(NOW.toISOString());
    expect((await as(t, undefined).post("/api/users/onboarded")).statusCode).toBe(401);
  });
});

describe("who to follow", () => {
  let viewer: Member;
  let popular: Member;
  let steady: Member;
  let hidden: Member;
  let likers: Member[];
  let hiddenQuip: string;

  beforeAll(async () => {
    viewer = await registerMember(t);
    popular = await registerMember(t);
    steady = await registerMember(t);
    hidden = await registerMember(t);
    likers = await Promise.all(Array.from({ length: 6 }, () => registerMember(t)));

    await likeBy(likers.slice(0, 3), await postAgo(popular, 60, "Revealed and well liked"));
    await likeBy(likers.slice(0, 1), await postAgo(steady, 50, "Revealed, one like"));
    await postAgo(steady, 49, "Revealed, no likes yet");
    // A still-anonymous quip of a suggested member: it must not add to their numbers.
    await likeBy(likers, await postAgo(popular, 2, "Anonymous and loved"));
    // A member whose only quip is anonymous, liked far more than anyone's revealed quips.
    hiddenQuip = await postAgo(hidden, 1, "Anonymous, the most liked of all");
    await likeBy(likers, hiddenQuip);
  });

  it("names members with revealed quips, most liked first, with revealed numbers only", async () => {
    const list = await suggested(viewer);
    const names = list.map((person) => person.username);
    expect(names.indexOf(popular.username)).toBeLessThan(names.indexOf(steady.username));
    expect(list.find((person) => person.id === popular.id)).toMatchObject({
      revealedQuips: 1,
      revealedLikes: 3,
    });
    expect(list.find((person) => person.id === steady.id)).toMatchObject({
      revealedQuips: 2,
      revealedLikes: 1,
    });
  });

  it("never names the author of an anonymous quip, however liked", async () => {
    const list = await suggested(viewer);
    expect(list.map((person) => person.id)).not.toContain(hidden.id);
    for (const liker of likers) {
      expect((await suggested(liker)).map((person) => person.id)).not.toContain(hidden.id);
    }
  });

  it("does not move when anonymous quips are posted or liked", async () => {
    const before = await suggested(viewer);
    await likeBy(
      likers.slice(0, 2),
      await postQuip(t, steady, "Fresh and anonymous").then((q) => q.id),
    );
    await likeBy([viewer], hiddenQuip);
    await postQuip(t, hidden, "Another anonymous one");
    expect(await suggested(viewer)).toEqual(before);
  });

  it("leaves out the viewer, members they follow and QuipBot", async () => {
    expect((await suggested(popular)).map((person) => person.id)).not.toContain(popular.id);
    await as(t, viewer).post(`/api/users/${popular.id}/follow`);
    expect((await suggested(viewer)).map((person) => person.id)).not.toContain(popular.id);
    await as(t, viewer).post(`/api/users/${popular.id}/follow`);

    const bot = await registerMember(t);
    await likeBy(likers, await postAgo(bot, 50, "Beep boop"));
    await t.ctx.db.update(users).set({ isBot: true }).where(eq(users.id, bot.id));
    expect((await suggested(viewer)).map((person) => person.id)).not.toContain(bot.id);
  });

  it("takes a member in only once their quip is revealed", async () => {
    const later = new Date(NOW.getTime() + 48 * HOUR);
    t.clock.set(later);
    try {
      expect((await suggested(viewer)).map((person) => person.id)).toContain(hidden.id);
    } finally {
      t.clock.set(NOW);
    }
  });

  it("is for members", async () => {
    expect((await as(t, undefined).get("/api/users/suggested")).statusCode).toBe(401);
  });
});
