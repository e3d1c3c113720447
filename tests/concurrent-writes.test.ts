import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activities,
  follows,
  likes,
  quipCountDeltas,
  quips,
  userCountDeltas,
  userStreaks,
  users,
} from "#server/db/schema/index.ts";
import { runDueJobs } from "#server/jobs/run-due.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Many members writing on one popular quip or member at the same moment. On PostgreSQL the
 * requests really run at once (one connection each); the embedded database takes them in turn.
 */
const MEMBERS = 32;
const onPostgres = process.env.TEST_DB_KIND === "postgres";

let t: TestApp;
let author: Member;
let fans: Member[];
beforeAll(async () => {
  t = await createTestApp({ poolSize: MEMBERS + 2 });
  t.clock.set("2025-09-16T15:00:00Z");
  author = await registerMember(t);
  fans = await Promise.all(Array.from({ length: MEMBERS }, () => registerMember(t)));
});
afterAll(async () => {
  await t?.close();
});

const ids = (members: Member[]) => members.map((m) => m.id);

async function likesCountOf(quipId: string): Promise<number> {
  const quip = (await as(t, author).get(`/api/quips/${quipId}`)).json();
  return quip.likesCount;
}

async function noticesOf(type: string, quipId: string | null, recipient: Member) {
  const rows = await t.ctx.db
    .select({ actorId: activities.actorId })
    .from(activities)
    .where(
      and(
        eq(activities.type, type),
        eq(activities.userId, recipient.id),
        quipId ? eq(activities.quipId, quipId) : undefined,
      ),
    );
  return rows.map((row) => row.actorId).sort();
}

async function waitingChanges(): Promise<number> {
  const [quipRows, userRows] = await Promise.all([
    t.ctx.db.select({ id: quipCountDeltas.id }).from(quipCountDeltas),
    t.ctx.db.select({ id: userCountDeltas.id }).from(userCountDeltas),
  ]);
  return quipRows.length + userRows.length;
}

describe(`${MEMBERS} members at once`, () => {
  it("liking one quip count exactly, and each notifies once and counts one streak day", async () => {
    const quip = await postQuip(t, author, "everyone likes this one");
    const answers = await Promise.all(
      fans.map((fan) => as(t, fan).post(`/api/quips/${quip.id}/like`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(fans.map(() => 200));
    expect(answers.every((a) => a.json().isLiked === true)).toBe(true);
    // Each answer counts at least the member's own like and never more than there are.
    for (const answer of answers) {
      expect(answer.json().likesCount).toBeGreaterThanOrEqual(1);
      expect(answer.json().likesCount).toBeLessThanOrEqual(MEMBERS);
    }

    await t.ctx.background.settled();
    expect(await likesCountOf(quip.id)).toBe(MEMBERS);
    expect(await waitingChanges()).toBe(0);
    expect(await noticesOf("like", quip.id, author)).toEqual(ids(fans).sort());
    const streaks = await t.ctx.db
      .select({ current: userStreaks.currentLikeStreak })
      .from(userStreaks)
      .where(inArray(userStreaks.userId, ids(fans)));
    expect(streaks.map((s) => s.current)).toEqual(fans.map(() => 1));
    const top48 = (await as(t, author).get("/api/quips?filter=top48&limit=1")).json();
    expect(top48[0]).toMatchObject({ id: quip.id, likesCount: MEMBERS });

    const undone = await Promise.all(
      fans.map((fan) => as(t, fan).post(`/api/quips/${quip.id}/like`)),
    );
    expect(undone.every((a) => a.statusCode === 200 && a.json().isLiked === false)).toBe(true);
    await t.ctx.background.settled();
    expect(await likesCountOf(quip.id)).toBe(0);
    expect(await noticesOf("like", quip.id, author)).toEqual([]);
  });

  it("following one member count exactly on both sides, and each notifies once", async () => {
    const star = await registerMember(t);
    const answers = await Promise.all(
      fans.map((fan) => as(t, fan).post(`/api/users/${star.id}/follow`)),
    );
    expect(answers.every((a) => a.statusCode === 200 && a.json().isFollowing === true)).toBe(true);
    await t.ctx.background.settled();
    expect((await as(t, star).get(`/api/users/${star.id}`)).json().followersCount).toBe(MEMBERS);
    const following = await t.ctx.db
      .select({ count: users.followingCount })
      .from(users)
      .where(inArray(users.id, ids(fans)));
    expect(following.map((f) => f.count)).toEqual(fans.map(() => 1));
    expect(await noticesOf("follow", null, star)).toEqual(ids(fans).sort());

    await Promise.all(fans.map((fan) => as(t, fan).post(`/api/users/${star.id}/unfollow`)));
    await t.ctx.background.settled();
    expect((await as(t, star).get(`/api/users/${star.id}`)).json().followersCount).toBe(0);
    expect(await noticesOf("follow", null, star)).toEqual([]);
  });

  it("commenting on one quip count every comment", async () => {
    const quip = await postQuip(t, author, "say something");
    const answers = await Promise.all(
      fans.map((fan) => as(t, fan).post(`/api/quips/${quip.id}/comments`, { content: "ha" })),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    await t.ctx.background.settled();
    expect((await as(t, author).get(`/api/quips/${quip.id}`)).json().commentsCount).toBe(MEMBERS);
    expect(await noticesOf("comment", quip.id, author)).toEqual(ids(fans).sort());
  });
});

describe("one member pressing like several times at once, among others", () => {
  it("ends with one state: every answer a real change, the count and notice agreeing", async () => {
    const quip = await postQuip(t, author, "press me");
    const [presser, ...others] = fans as [Member, ...Member[]];
    const presses = 8;
    const [own, theirs] = await Promise.all([
      Promise.all(
        Array.from({ length: presses }, () => as(t, presser).post(`/api/quips/${quip.id}/like`)),
      ),
      Promise.all(others.slice(0, 8).map((m) => as(t, m).post(`/api/quips/${quip.id}/like`))),
    ]);
    expect([...own, ...theirs].every((a) => a.statusCode === 200)).toBe(true);
    const liked = own.filter((a) => a.json().isLiked).length;
    // Answers alternate like, unlike, like… in the order the presses were applied.
    expect(liked - (presses - liked)).toBe(0);
    const rows = await t.ctx.db
      .select({ id: likes.id })
      .from(likes)
      .where(and(eq(likes.quipId, quip.id), eq(likes.userId, presser.id)));
    expect(rows).toHaveLength(0);
    expect((await as(t, presser).get(`/api/quips/${quip.id}`)).json().isLiked).toBe(false);
    await t.ctx.background.settled();
    expect(await likesCountOf(quip.id)).toBe(8);
    expect(await noticesOf("like", quip.id, author)).toEqual(ids(others.slice(0, 8)).sort());
  });
});

describe.runIf(onPostgres)("while another transaction holds the popular row", () => {
  /** Holds the row as an update of it would, runs `work` meanwhile, then lets go. */
  async function whileHeld<T>(table: "quips" | "users", id: string, work: () => Promise<T>) {
    let result: T | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`select id from ${sql.identifier(table)} where id = ${id} for no key update`,
      );
      result = await work();
    });
    return result as T;
  }

  it("likes, follows and comments answer at once; their counts follow within the fold", async () => {
    const quip = await postQuip(t, author, "held");
    const group = fans.slice(0, 10);
    // One after another while the row is held: had any waited for the row, none would answer.
    const { liked, commented } = await whileHeld("quips", quip.id, async () => {
      const liked = [];
      for (const m of group) liked.push(await as(t, m).post(`/api/quips/${quip.id}/like`));
      const commented = await Promise.all(
        group.map((m) => as(t, m).post(`/api/quips/${quip.id}/comments`, { content: "hi" })),
      );
      const [row] = await t.ctx.db
        .select({ likes: quips.likesCount, comments: quips.commentsCount })
        .from(quips)
        .where(eq(quips.id, quip.id));
      expect(row).toEqual({ likes: 0, comments: 0 });
      return { liked, commented };
    });
    // Each answer counts the changes waiting before it.
    expect(liked.map((a) => a.json())).toEqual(
      group.map((_, i) => ({ isLiked: true, likesCount: i + 1, likesHidden: false })),
    );
    expect(commented.map((a) => a.statusCode)).toEqual(group.map(() => 201));
    expect(await waitingChanges()).toBe(20);
    await t.ctx.background.settled();
    expect(await waitingChanges()).toBe(0);
    const detail = (await as(t, author).get(`/api/quips/${quip.id}`)).json();
    expect([detail.likesCount, detail.commentsCount]).toEqual([10, 10]);

    const star = await registerMember(t);
    const followed = await whileHeld("users", star.id, async () => {
      const answers = [];
      for (const m of group) answers.push(await as(t, m).post(`/api/users/${star.id}/follow`));
      return answers;
    });
    expect(followed.map((a) => a.json())).toEqual(
      group.map((_, i) => ({ isFollowing: true, followersCount: i + 1 })),
    );
    await t.ctx.background.settled();
    expect((await as(t, star).get(`/api/users/${star.id}`)).json().followersCount).toBe(10);
  });
});

describe.runIf(onPostgres)("a follow and a block between the same two members at once", () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it("never leave a follow beside the block, whichever commits first", async () => {
    const star = await registerMember(t);
    const fan = fans[1] as Member;
    let follow: ReturnType<ReturnType<typeof as>["post"]> | undefined;
    let block: typeof follow;
    // Another writer of the same follow row, left uncommitted: the follow's statement starts,
    // then waits for it; the block is sent meanwhile; then the other writer gives up.
    await t.ctx.db
      .transaction(async (tx) => {
        await tx.insert(follows).values({ followerId: fan.id, followingId: star.id });
        follow = as(t, fan).post(`/api/users/${star.id}/follow`);
        await settle();
        block = as(t, star).post(`/api/users/${fan.id}/block`);
        await settle();
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
    expect((await block)?.statusCode).toBe(200);
    await follow;
    await t.ctx.background.settled();
    const left = await t.ctx.db
      .select({ followerId: follows.followerId })
      .from(follows)
      .where(eq(follows.followingId, star.id));
    expect(left).toEqual([]);
    expect((await as(t, star).get(`/api/users/${star.id}`)).json().followersCount).toBe(0);
    expect(await noticesOf("follow", null, star)).toEqual([]);
  });
});

describe("counts with changes still waiting", () => {
  it("stay exact when a member whose like waits is deleted", async () => {
    const admin = await registerMember(t);
    await setAdmin(t.ctx, admin.id, true);
    const leaving = await registerMember(t);
    const quip = await postQuip(t, author, "liked by someone leaving");
    await as(t, fans[0] as Member).post(`/api/quips/${quip.id}/like`);
    // What a like that found the quip busy commits: its row, and its change waiting.
    await t.ctx.db.transaction(async (tx) => {
      await tx.insert(likes).values({ quipId: quip.id, userId: leaving.id });
      await tx.insert(quipCountDeltas).values({ quipId: quip.id, likesCount: 1 });
    });
    expect((await as(t, admin).delete(`/api/admin/users/${leaving.id}`)).statusCode).toBe(204);
    await runDueJobs(t.ctx);
    expect(await likesCountOf(quip.id)).toBe(1);
    expect(await waitingChanges()).toBe(0);
  });

  it("are folded by the scheduled run when a stopped process left them, those of deleted rows dropped", async () => {
    const quip = await postQuip(t, author, "left waiting");
    await t.ctx.db.insert(quipCountDeltas).values([
      { quipId: quip.id, likesCount: 2 },
      { quipId: quip.id, likesCount: 1, commentsCount: 1 },
      { quipId: "00000000-0000-4000-8000-000000000000", likesCount: 5 },
    ]);
    const reports = await runDueJobs(t.ctx);
    expect(reports.find((r) => r.name === "fold-counts")?.ok).toBe(true);
    const detail = (await as(t, author).get(`/api/quips/${quip.id}`)).json();
    expect([detail.likesCount, detail.commentsCount]).toEqual([3, 1]);
    expect(await waitingChanges()).toBe(0);
  });
});
