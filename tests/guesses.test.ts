import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiddenQuips, quipGuesses, users } from "#server/db/schema/index.ts";
import { JOBS } from "#server/jobs/run-due.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { awardSleuths, weekGhosts, weekSleuths } from "#server/services/guesses/index.ts";
import { ensureQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { revealDueQuips } from "#server/services/quips/index.ts";
import { LIMITS } from "#shared/limits.ts";
import { GUESS_MSG } from "#shared/messages/guesses.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { describeActivity } from "#shared/rules/activity-words.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Whodunnit (decision 0164): sealed guesses at an anonymous quip's author. Each rule of the
 * guess, the sealed reads, the scoring at the reveal, the notice, the badges and the figures.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Monday in Eastern time, 09:00. */
const MONDAY = new Date("2025-09-08T13:00:00Z");

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(MONDAY);
});
afterAll(async () => {
  await t?.close();
});

const members = (n: number) => Promise.all(Array.from({ length: n }, () => registerMember(t)));
const guess = (who: Member | undefined, quipId: string, username: string) =>
  as(t, who).post(`/api/quips/${quipId}/guesses`, { username });
const guesses = (who: Member | undefined, quipId: string) =>
  as(t, who).get(`/api/quips/${quipId}/guesses`);

/** Moves the clock past the quip's 48 hours (created at `at`) and runs the reveal. */
async function reveal(at: Date) {
  t.clock.set(new Date(at.getTime() + LIMITS.anonymityMs + 60_000));
  await revealDueQuips(t.ctx);
}

describe("a guess", () => {
  let author: Member;
  let other: Member;
  let guesser: Member;
  let quipId: string;
  let othersQuipId: string;

  beforeAll(async () => {
    t.clock.set(MONDAY);
    [author, other, guesser] = (await members(3)) as [Member, Member, Member];
    quipId = (await postQuip(t, author, "a joke by the author")).id;
    othersQuipId = (await postQuip(t, other, "a joke by someone else")).id;
  });

  it("is answered with the username as stored, the same whether right or wrong", async () => {
    const right = await guess(guesser, quipId, author.username.toUpperCase());
    const wrong = await guess(guesser, othersQuipId, `@${author.username}`);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ guess: author.username });
    // The same guess at a quip its member wrote and at one they did not: byte for byte.
    expect(right.rawPayload.equals(wrong.rawPayload)).toBe(true);
    const headers = (response: typeof right) => {
      const { date: _date, ...rest } = response.headers;
      return rest;
    };
    expect(headers(wrong)).toEqual(headers(right));
    expect(wrong.statusCode).toBe(right.statusCode);
  });

  it("takes as long whether right or wrong", async () => {
    // Interleaved, so the machine's load falls on both alike; the medians within a generous ratio.
    const times: Record<"right" | "wrong", number[]> = { right: [], wrong: [] };
    for (let i = 0; i < 40; i++) {
      for (const [kind, quip] of [
        ["right", quipId],
        ["wrong", othersQuipId],
      ] as const) {
        const started = performance.now();
        const response = await guess(guesser, quip, author.username);
        times[kind].push(performance.now() - started);
        expect(response.statusCode).toBe(200);
      }
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1] ?? 0;
    const [fast, slow] = [median(times.right), median(times.wrong)].sort((a, b) => a - b);
    expect((slow ?? 0) / (fast ?? 1)).toBeLessThan(1.5);
  });

  it("takes any member's username, QuipBot's, one's own and a blocker's alike", async () => {
    const blocker = await registerMember(t);
    await as(t, blocker).post(`/api/users/${guesser.id}/block`);
    const bot = await ensureQuipBot(t.ctx.db, t.ctx.now());
    const [quipBot] = await t.ctx.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, bot));
    for (const name of [blocker.username, quipBot?.username ?? "", guesser.username]) {
      const response = await guess(guesser, quipId, name);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ guess: name });
    }
  });

  it("refuses an unknown username, one's own quip, and a quip the member does not find", async () => {
    const unknown = await guess(guesser, quipId, "nobodyofthatname");
    expect([unknown.statusCode, unknown.body]).toEqual([404, GUESS_MSG.unknownMember]);
    const own = await guess(author, quipId, other.username);
    expect([own.statusCode, own.body]).toEqual([403, GUESS_MSG.ownQuip]);
    const missing = await guess(guesser, "00000000-0000-4000-8000-000000000000", author.username);
    expect([missing.statusCode, missing.body]).toEqual([404, QUIP_MSG.notFound]);
    expect((await guess(undefined, quipId, author.username)).statusCode).toBe(401);
    expect((await guess(guesser, quipId, "")).statusCode).toBe(400);
  });

  it("is refused on a quip hidden pending review, or hidden by the member with its author", async () => {
    const hidden = (await postQuip(t, other, "a joke hidden for review")).id;
    await t.ctx.db
      .insert(hiddenQuips)
      .values({ quipId: hidden, authorId: other.id, hiddenAt: t.ctx.now(), heldAt: t.ctx.now() });
    const hider = await registerMember(t);
    const hid = (await postQuip(t, other, "a joke the member hid")).id;
    await as(t, hider).post(`/api/quips/${hid}/hide-author`);
    for (const [who, id] of [
      [guesser, hidden],
      [hider, hid],
    ] as const) {
      const response = await guess(who, id, other.username);
      expect([response.statusCode, response.body]).toEqual([404, QUIP_MSG.notFound]);
      expect((await guesses(who, id)).statusCode).toBe(404);
    }
  });

  it("is changed by guessing again and withdrawn by DELETE", async () => {
    const changer = await registerMember(t);
    await guess(changer, quipId, other.username);
    expect((await guesses(changer, quipId)).json().mine).toEqual({
      username: other.username,
      correct: null,
    });
    await guess(changer, quipId, author.username);
    expect((await guesses(changer, quipId)).json().mine).toEqual({
      username: author.username,
      correct: null,
    });
    const rows = await t.ctx.db
      .select()
      .from(quipGuesses)
      .where(eq(quipGuesses.guesserId, changer.id));
    expect(rows).toHaveLength(1);
    expect((await as(t, changer).delete(`/api/quips/${quipId}/guesses`)).statusCode).toBe(204);
    expect((await guesses(changer, quipId)).json().mine).toBeNull();
    // Nothing to withdraw is no error; the author has nothing to withdraw either.
    expect((await as(t, changer).delete(`/api/quips/${quipId}/guesses`)).statusCode).toBe(204);
    expect((await as(t, author).delete(`/api/quips/${quipId}/guesses`)).statusCode).toBe(403);
  });

  it("goes with the member it names", async () => {
    const named = await registerMember(t);
    const follower = await registerMember(t);
    await guess(follower, othersQuipId, named.username);
    await t.ctx.db.delete(users).where(eq(users.id, named.id));
    expect((await guesses(follower, othersQuipId)).json().mine).toBeNull();
  });
});

describe("the guesses of an anonymous quip", () => {
  let author: Member;
  let right: Member;
  let wrong: Member;
  let admin: Member;
  let moderator: Member;
  let quipId: string;
  let posted: Date;
  const sealed = { total: null, correct: null, mine: null };

  beforeAll(async () => {
    t.clock.set(new Date(MONDAY.getTime() + 7 * DAY));
    posted = t.ctx.now();
    [author, right, wrong, admin, moderator] = (await members(5)) as [
      Member,
      Member,
      Member,
      Member,
      Member,
    ];
    await setAdmin(t.ctx, admin.id, true);
    await as(t, admin).post(`/api/admin/users/${moderator.id}/grant-moderator`);
    quipId = (await postQuip(t, author, "a sealed joke")).id;
  });

  it("tell nothing to anyone before the reveal, the author's view the same as before any guess", async () => {
    const readers = [author, admin, moderator, right, undefined];
    const before = await Promise.all(readers.map(async (who) => (await guesses(who, quipId)).body));
    await guess(right, quipId, author.username);
    await guess(wrong, quipId, right.username);
    const after = await Promise.all(readers.map(async (who) => (await guesses(who, quipId)).body));
    expect(before.map((body) => JSON.parse(body))).toEqual(readers.map(() => sealed));
    // The right guesser sees their own guess, without a verdict; nobody else sees a thing.
    expect(JSON.parse(after[3] ?? "")).toEqual({
      ...sealed,
      mine: { username: author.username, correct: null },
    });
    expect(after.filter((_, i) => i !== 3)).toEqual(before.filter((_, i) => i !== 3));
    const quip = (await as(t, admin).get(`/api/quips/${quipId}`)).json();
    expect(quip.guesses).toBeNull();
  });

  it("are scored at the reveal: totals, each guesser's verdict, guessing closed", async () => {
    await reveal(posted);
    expect((await guesses(right, quipId)).json()).toEqual({
      total: 2,
      correct: 1,
      mine: { username: author.username, correct: true },
    });
    expect((await guesses(wrong, quipId)).json()).toMatchObject({
      mine: { username: right.username, correct: false },
    });
    expect((await guesses(author, quipId)).json()).toEqual({ total: 2, correct: 1, mine: null });
    expect((await as(t, undefined).get(`/api/quips/${quipId}`)).json().guesses).toEqual({
      total: 2,
      correct: 1,
    });
    const feed = (await as(t, undefined).get(`/api/quips?filter=all&authorId=${author.id}`)).json();
    expect(feed[0].guesses).toEqual({ total: 2, correct: 1 });
    const late = await guess(wrong, quipId, author.username);
    expect([late.statusCode, late.body]).toEqual([409, GUESS_MSG.closed]);
    const withdrawn = await as(t, wrong).delete(`/api/quips/${quipId}/guesses`);
    expect([withdrawn.statusCode, withdrawn.body]).toEqual([409, GUESS_MSG.closed]);
  });

  it("tell the right guesser in Activity, linked to the quip, and nobody else", async () => {
    const items = async (who: Member) =>
      (await as(t, who).get(`/api/users/${who.id}/activity`)).json().items as Array<{
        type: string;
        quipId: string;
      }>;
    const [notice] = (await items(right)).filter((item) => item.type === "guess_right");
    expect(notice).toMatchObject({ quipId });
    expect(describeActivity(notice as never)).toBe(GUESS_MSG.noticeRight);
    expect((await items(wrong)).filter((item) => item.type === "guess_right")).toEqual([]);
    expect((await items(author)).filter((item) => item.type === "guess_right")).toEqual([]);
    // A kind of notice of its own, pushed by default.
    const preferences = (await as(t, right).get("/api/notifications/preferences")).json();
    expect(preferences.kinds.guesses).toEqual({ activity: true, push: true, mail: false });
  });

  it("read the same counts after the 48 hours, before the reveal job has run", async () => {
    t.clock.set(new Date(MONDAY.getTime() + 14 * DAY));
    const quip = (await postQuip(t, author, "revealed by age alone")).id;
    await guess(right, quip, author.username);
    t.clock.set(new Date(t.ctx.now().getTime() + LIMITS.anonymityMs));
    expect((await guesses(right, quip)).json()).toEqual({
      total: 1,
      correct: 1,
      mine: { username: author.username, correct: true },
    });
    expect((await guess(wrong, quip, author.username)).statusCode).toBe(409);
  });
});

describe("the badges and figures of guessing", () => {
  it("gives a Ghost to an author many guessed at and nobody rightly, at the reveal", async () => {
    t.clock.set(new Date(MONDAY.getTime() + 21 * DAY));
    const posted = t.ctx.now();
    const [ghost, named, near, spoiled] = await members(4);
    const guessers = await members(LIMITS.ghostGuessersMin);
    const ghostly = (await postQuip(t, ghost as Member, "nobody will guess this")).id;
    const almost = (await postQuip(t, near as Member, "nine guessed at this")).id;
    const guessed = (await postQuip(t, spoiled as Member, "one guessed this")).id;
    for (const [i, guesser] of guessers.entries()) {
      await guess(guesser, ghostly, (named as Member).username);
      if (i > 0) await guess(guesser, almost, (named as Member).username);
      await guess(
        guesser,
        guessed,
        i === 0 ? (spoiled as Member).username : (ghost?.username ?? ""),
      );
    }
    const badges = async (who: Member) =>
      Object.fromEntries(
        (
          (await as(t, undefined).get(`/api/users/${who.id}/badges`)).json() as Array<{
            badgeType: string;
            count: number;
          }>
        ).map((b) => [b.badgeType, b.count]),
      );
    expect((await badges(ghost as Member)).ghost).toBe(0);
    await reveal(posted);
    expect(await badges(ghost as Member)).toMatchObject({ ghost: 1, sleuth: 0 });
    expect((await badges(near as Member)).ghost).toBe(0);
    expect((await badges(spoiled as Member)).ghost).toBe(0);
    const weekOf = new Date(posted.getTime() + LIMITS.anonymityMs);
    const ghosts = await weekGhosts(
      t.ctx,
      new Date(weekOf.getTime() - DAY),
      new Date(weekOf.getTime() + DAY),
    );
    expect(ghosts.map((g) => [g.quipId, g.username, g.guessTotal])).toEqual([
      [ghostly, ghost?.username, LIMITS.ghostGuessersMin],
    ]);
  });

  it("counts right guesses, accuracy and streaks in scoring order", async () => {
    t.clock.set(new Date(MONDAY.getTime() + 28 * DAY));
    const [sleuth, writer, decoy] = (await members(3)) as [Member, Member, Member];
    const verdicts = [true, true, false, true, true, true, false, true];
    for (const [i, isRight] of verdicts.entries()) {
      t.clock.set(new Date(MONDAY.getTime() + 28 * DAY + i * HOUR));
      const quip = (await postQuip(t, writer, `joke number ${i}`)).id;
      await guess(sleuth, quip, isRight ? writer.username : decoy.username);
    }
    const before = (await as(t, undefined).get(`/api/users/${sleuth.id}`)).json().sleuth;
    expect(before).toEqual({ right: 0, scored: 0, accuracy: null, currentStreak: 0, maxStreak: 0 });
    await reveal(t.ctx.now());
    expect((await as(t, undefined).get(`/api/users/${sleuth.id}`)).json().sleuth).toEqual({
      right: 6,
      scored: 8,
      accuracy: 75,
      currentStreak: 1,
      maxStreak: 3,
    });
  });

  it("makes the week's best guessers Sleuths, once, ties broken by accuracy", async () => {
    // Quips revealed in the Eastern week of Monday, October 13.
    const monday = new Date("2025-10-13T13:00:00Z");
    t.clock.set(new Date(monday.getTime() - LIMITS.anonymityMs + HOUR));
    const [best, twin, lessAccurate, few, writer, decoy] = (await members(6)) as [
      Member,
      Member,
      Member,
      Member,
      Member,
      Member,
    ];
    for (let i = 0; i < 4; i++) {
      const quip = (await postQuip(t, writer, `a weekly joke ${i}`)).id;
      if (i < 3) await guess(best, quip, writer.username);
      if (i < 3) await guess(twin, quip, writer.username);
      await guess(lessAccurate, quip, i === 0 ? decoy.username : writer.username);
      if (i < 2) await guess(few, quip, writer.username);
    }
    await reveal(t.ctx.now());
    const week = [new Date("2025-10-13T04:00:00Z"), new Date("2025-10-20T04:00:00Z")] as const;
    // Three right each, but one of four is less accurate than three of three; two are too few.
    const sleuths = await weekSleuths(t.ctx, ...week);
    expect(sleuths.map((s) => s.userId).sort()).toEqual([best.id, twin.id].sort());
    expect(sleuths[0]).toMatchObject({ right: 3, scored: 3 });

    t.clock.set(new Date("2025-10-20T06:00:00Z"));
    const job = JOBS.find((j) => j.name === "award-sleuths");
    expect(await job?.run(t.ctx)).toBe("week of 2025-10-13: 2 sleuths");
    expect(await awardSleuths(t.ctx)).toBeNull();
    const sleuthBadge = async (who: Member) =>
      (
        (await as(t, undefined).get(`/api/users/${who.id}/badges`)).json() as Array<{
          badgeType: string;
          count: number;
          competitionId: string | null;
        }>
      ).find((b) => b.badgeType === "sleuth");
    expect(await sleuthBadge(best)).toEqual({ badgeType: "sleuth", count: 1, competitionId: null });
    expect(await sleuthBadge(twin)).toMatchObject({ count: 1 });
    expect((await sleuthBadge(lessAccurate))?.count).toBe(0);
    expect((await sleuthBadge(few))?.count).toBe(0);
  });
});
