import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quips } from "#server/db/schema/index.ts";
import { rankFeeds } from "#server/services/feed/feed-ranks.service.ts";
import { revealDueQuips } from "#server/services/quips/reveal.service.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The 48-hour rule has one boundary, in TypeScript and in SQL alike: a quip is anonymous until
 * it is exactly 48 hours old, and revealed from that instant on, in every answer at once.
 */
const POSTED = new Date("2025-09-16T14:00:00.000Z");
const REVEAL = POSTED.getTime() + 48 * 3_600_000;

let t: TestApp;
let author: Member;
let other: Member;
let quipId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(POSTED);
  [author, other] = await Promise.all([registerMember(t), registerMember(t)]);
  quipId = (await postQuip(t, author, "right on the line")).id;
  await t.ctx.db.update(quips).set({ createdAt: POSTED }).where(eq(quips.id, quipId));
});
afterAll(async () => {
  await t?.close();
});

/** What another member reads of the quip and its author at this instant, feeds included. */
async function seenByOther() {
  const quip = (await as(t, other).get(`/api/quips/${quipId}`)).json();
  const listed = (await as(t, other).get(`/api/quips?filter=all&authorId=${author.id}`)).json();
  const profile = (await as(t, other).get(`/api/users/${author.id}`)).json();
  // Feeds read the age windows the ranking job keeps; it has run at this instant.
  await rankFeeds(t.ctx);
  const inFeed = async (filter: string) => {
    const page = (await as(t, other).get(`/api/quips?filter=${filter}`)).json();
    return page.some((q: { id: string }) => q.id === quipId);
  };
  return {
    inTop48: await inFeed("top48"),
    inRecentlyRevealed: await inFeed("post48"),
    named: quip.author?.id === author.id,
    anonymous: quip.isAnonymous,
    listed: listed.some((q: { id: string }) => q.id === quipId),
    counted: profile.quipsCount,
  };
}

describe("the 48-hour boundary", () => {
  it("is anonymous a millisecond before 48 hours, in every answer and to the reveal job", async () => {
    t.clock.set(new Date(REVEAL - 1));
    expect(await seenByOther()).toEqual({
      inTop48: true,
      inRecentlyRevealed: false,
      named: false,
      anonymous: true,
      listed: false,
      counted: 0,
    });
    expect(await revealDueQuips(t.ctx)).toBe(0);
  });

  it("is revealed at exactly 48 hours, in every answer and by the reveal job", async () => {
    t.clock.set(new Date(REVEAL));
    expect(await seenByOther()).toEqual({
      inTop48: false,
      inRecentlyRevealed: true,
      named: true,
      anonymous: false,
      listed: true,
      counted: 1,
    });
    expect(await revealDueQuips(t.ctx)).toBe(1);
    const [row] = await t.ctx.db.select().from(quips).where(eq(quips.id, quipId));
    expect(row?.revealedAt?.getTime()).toBe(REVEAL);
  });

  it("stays revealed a millisecond later", async () => {
    t.clock.set(new Date(REVEAL + 1));
    expect(await seenByOther()).toEqual({
      inTop48: false,
      inRecentlyRevealed: true,
      named: true,
      anonymous: false,
      listed: true,
      counted: 1,
    });
  });
});
