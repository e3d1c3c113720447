import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments, quips } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { CommentPage, CommentView, ReplyPage } from "#shared/schemas/comments.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T15:00:00Z");
  alice = await registerMember(t);
  bob = await registerMember(t);
});
afterAll(async () => {
  await t?.close();
});

const MIN = 60_000;

async function page(quipId: string, cursor?: string | null, viewer: Member | undefined = bob) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const response = await as(t, viewer).get(`/api/quips/${quipId}/comments${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CommentPage;
}

async function replies(quipId: string, commentId: string, cursor?: string | null) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const response = await as(t, bob).get(
    `/api/quips/${quipId}/comments/${commentId}/replies${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReplyPage;
}

/** Every top-level comment, page after page, as a reader scrolling to the end gets them. */
async function allPages(quipId: string): Promise<CommentView[][]> {
  const pages: CommentView[][] = [];
  let cursor: string | null = null;
  do {
    const next: CommentPage = await page(quipId, cursor);
    pages.push(next.comments);
    cursor = next.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

async function comment(quipId: string, member: Member, content: string, parentCommentId?: string) {
  const response = await as(t, member).post(`/api/quips/${quipId}/comments`, {
    content,
    parentCommentId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CommentView;
}

/** Comments written straight into the database at given instants (microseconds and all). */
async function insertTopLevel(quipId: string, times: string[]) {
  await t.ctx.db.insert(comments).values(
    times.map((at, i) => ({
      content: `c${i}`,
      quipId,
      authorId: bob.id,
      createdAt: sql`${at}::timestamptz` as unknown as Date,
    })),
  );
  await t.ctx.db
    .update(quips)
    .set({ commentsCount: sql`${quips.commentsCount} + ${times.length}` })
    .where(eq(quips.id, quipId));
}

const contents = (list: CommentView[]) => list.map((c) => c.content);

describe("a quip's comments, a page at a time", () => {
  it("come newest first, ten to a page, with a cursor to the next and the total of all", async () => {
    const quip = await postQuip(t, alice, "a popular joke");
    for (let i = 0; i < 23; i++) {
      t.clock.advance(MIN);
      await comment(quip.id, bob, `c${i}`);
    }
    const first = await page(quip.id);
    expect(first.total).toBe(23);
    expect(contents(first.comments)).toEqual(
      Array.from({ length: LIMITS.commentsPageSize }, (_, i) => `c${22 - i}`),
    );
    const pages = await allPages(quip.id);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(pages.flat().map((c) => c.content)).toEqual(
      Array.from({ length: 23 }, (_, i) => `c${22 - i}`),
    );
  });

  it("never repeats or skips a comment written in the same instant as another", async () => {
    const quip = await postQuip(t, alice, "all at once");
    await insertTopLevel(quip.id, Array(25).fill("2025-09-16T15:30:00Z"));
    const seen = (await allPages(quip.id)).flat().map((c) => c.id);
    expect(new Set(seen).size).toBe(25);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it("keeps a page boundary to the microsecond", async () => {
    const quip = await postQuip(t, alice, "a busy millisecond");
    // Twelve comments within one millisecond: a cursor rounded to it would lose the last two.
    const times = Array.from(
      { length: 12 },
      (_, i) => `2025-09-16T15:40:00.000${String(i + 1).padStart(3, "0")}Z`,
    );
    await insertTopLevel(quip.id, times);
    const pages = await allPages(quip.id);
    expect(pages.map((p) => p.length)).toEqual([10, 2]);
    expect(contents(pages.flat())).toEqual(Array.from({ length: 12 }, (_, i) => `c${11 - i}`));
  });

  it("bring each comment's first replies and theirs, oldest first, with counts and cursors", async () => {
    const quip = await postQuip(t, alice, "a thread");
    const top = await comment(quip.id, bob, "top");
    const direct: CommentView[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(MIN);
      direct.push(await comment(quip.id, alice, `r${i}`, top.id));
    }
    const firstReply = direct[0] as CommentView;
    for (let i = 0; i < 3; i++) {
      t.clock.advance(MIN);
      await comment(quip.id, bob, `rr${i}`, firstReply.id);
    }
    const answer = await page(quip.id);
    expect(answer.total).toBe(9);
    const [shown] = answer.comments as [CommentView];
    expect(shown).toMatchObject({ content: "top", repliesCount: 5 });
    expect(contents(shown.replies)).toEqual(["r0", "r1"]);
    expect(shown.repliesCursor).toEqual(expect.any(String));
    const [r0, r1] = shown.replies as [CommentView, CommentView];
    expect(r0).toMatchObject({ depth: 2, parentCommentId: top.id, repliesCount: 3 });
    expect(contents(r0.replies)).toEqual(["rr0", "rr1"]);
    expect(r0.replies[0]).toMatchObject({ depth: 3, repliesCount: 0, repliesCursor: null });
    expect(r1).toMatchObject({ repliesCount: 0, repliesCursor: null, replies: [] });

    const rest = await replies(quip.id, top.id, shown.repliesCursor);
    expect(contents(rest.replies)).toEqual(["r2", "r3", "r4"]);
    expect(rest.nextCursor).toBeNull();
    const deeper = await replies(quip.id, r0.id, r0.repliesCursor);
    expect(contents(deeper.replies)).toEqual(["rr2"]);
    const fromTheStart = await replies(quip.id, top.id);
    expect(contents(fromTheStart.replies)).toEqual(["r0", "r1", "r2", "r3", "r4"]);
    expect(contents(fromTheStart.replies[0]?.replies ?? [])).toEqual(["rr0", "rr1"]);
  });

  it("page a long thread's replies ten at a time", async () => {
    const quip = await postQuip(t, alice, "a long thread");
    const top = await comment(quip.id, bob, "top");
    for (let i = 0; i < 23; i++) {
      t.clock.advance(MIN);
      await comment(quip.id, alice, `r${i}`, top.id);
    }
    const [shown] = (await page(quip.id)).comments as [CommentView];
    const seen = contents(shown.replies);
    let cursor = shown.repliesCursor;
    const sizes: number[] = [];
    while (cursor) {
      const next = await replies(quip.id, top.id, cursor);
      sizes.push(next.replies.length);
      seen.push(...contents(next.replies));
      cursor = next.nextCursor;
    }
    expect(sizes).toEqual([10, 10, 1]);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `r${i}`));
  });

  it("show a new comment first and count a new reply on its comment", async () => {
    const quip = await postQuip(t, alice, "fresh talk");
    const older = await comment(quip.id, bob, "older");
    t.clock.advance(MIN);
    const newer = await comment(quip.id, alice, "newer");
    expect(newer).toMatchObject({ repliesCount: 0, repliesCursor: null, replies: [] });
    await comment(quip.id, alice, "a reply", older.id);
    const answer = await page(quip.id);
    expect(contents(answer.comments)).toEqual(["newer", "older"]);
    expect(answer.comments[1]).toMatchObject({ repliesCount: 1, repliesCursor: null });
    expect(answer.total).toBe(3);
  });

  it("answer an empty page for a quip without comments", async () => {
    const quip = await postQuip(t, alice, "silence");
    expect(await page(quip.id, null, undefined)).toEqual({
      comments: [],
      total: 0,
      nextCursor: null,
      readAt: t.clock.now().toISOString(),
    });
  });

  it("refuse a cursor no answer gave, with a 400 that says so", async () => {
    const quip = await postQuip(t, alice, "bad cursors");
    const top = await comment(quip.id, bob, "top");
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const id = top.id;
    const cursors = [
      "not a cursor!",
      "abc",
      "x".repeat(201),
      encode(["2025-13-40T00:00:00.000000Z", id]),
      encode(["2025-09-16T15:00:00Z", id]),
      encode(["2025-09-16T15:00:00.000000Z", "not-a-uuid"]),
      encode({ at: "2025-09-16T15:00:00.000000Z", id }),
      encode([1, 2]),
      Buffer.from("[broken json").toString("base64url"),
    ];
    for (const cursor of cursors) {
      for (const url of [
        `/api/quips/${quip.id}/comments`,
        `/api/quips/${quip.id}/comments/${top.id}/replies`,
      ]) {
        const response = await as(t, bob).get(`${url}?cursor=${encodeURIComponent(cursor)}`);
        expect(response.statusCode, cursor).toBe(400);
        expect(response.body).toBe(QUIP_MSG.comment.badCursor);
      }
    }
  });

  it("say which thing is missing: the quip, or the comment on this quip", async () => {
    const quip = await postQuip(t, alice, "where is it");
    const other = await postQuip(t, alice, "another quip");
    const elsewhere = await comment(other.id, bob, "on the other quip");
    const missing = "00000000-0000-4000-8000-000000000000";
    const get = (url: string) => as(t, bob).get(url);
    const noQuip = await get(`/api/quips/${missing}/comments`);
    expect([noQuip.statusCode, noQuip.body]).toEqual([404, QUIP_MSG.notFound]);
    for (const commentId of [missing, elsewhere.id]) {
      const response = await get(`/api/quips/${quip.id}/comments/${commentId}/replies`);
      expect([response.statusCode, response.body]).toEqual([404, QUIP_MSG.comment.notFound]);
    }
    expect((await get(`/api/quips/${quip.id}/comments/nope/replies`)).statusCode).toBe(400);
  });
});

describe("the quip's author in its comment pages", () => {
  it("is named on no page and in no replies while the quip is anonymous, but to administrators", async () => {
    const admin = await registerMember(t);
    await setAdmin(t.ctx, admin.id, true);
    const quip = await postQuip(t, alice, "who wrote me?");
    const question = await comment(quip.id, bob, "who wrote this?");
    for (let i = 0; i < 4; i++) await comment(quip.id, alice, `not telling ${i}`, question.id);
    for (let i = 0; i < 12; i++) await comment(quip.id, alice, `mine ${i}`);

    for (const viewer of [bob, undefined, alice]) {
      const bodies: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `?cursor=${cursor}` : "";
        const response = await as(t, viewer).get(`/api/quips/${quip.id}/comments${query}`);
        bodies.push(response.body);
        cursor = (response.json() as CommentPage).nextCursor;
      } while (cursor);
      const thread = await as(t, viewer).get(
        `/api/quips/${quip.id}/comments/${question.id}/replies`,
      );
      bodies.push(thread.body);
      expect(bodies.join().includes(alice.id) || bodies.join().includes(alice.username)).toBe(
        false,
      );
      const own = (thread.json() as ReplyPage).replies;
      expect(own).toHaveLength(4);
      for (const reply of own) expect(reply).toMatchObject({ author: null, isQuipAuthor: true });
    }
    // Comments posted at one instant come in id order: any of the page may be Alice's.
    const moderated = (
      await as(t, admin).get(`/api/quips/${quip.id}/comments`)
    ).json() as CommentPage;
    expect(moderated.comments.some((c) => c.author?.id === alice.id)).toBe(true);
  });
});
