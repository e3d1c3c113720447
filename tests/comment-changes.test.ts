import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { CommentPage, CommentView } from "#shared/schemas/comments.ts";
import type { FlaggedComment, ModerationLogPage } from "#shared/schemas/moderation.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let author: Member;
let alice: Member;
let bob: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T15:00:00Z");
  [author, alice, bob, admin] = await Promise.all([
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

async function comment(quipId: string, member: Member, content: string, parentCommentId?: string) {
  const response = await as(t, member).post(`/api/quips/${quipId}/comments`, {
    content,
    parentCommentId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CommentView;
}

async function page(quipId: string, viewer: Member | undefined = bob) {
  const response = await as(t, viewer).get(`/api/quips/${quipId}/comments`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CommentPage;
}

async function commentsCount(quipId: string) {
  return ((await as(t, bob).get(`/api/quips/${quipId}`)).json() as { commentsCount: number })
    .commentsCount;
}

function find(list: CommentView[], id: string): CommentView | undefined {
  for (const c of list) {
    if (c.id === id) return c;
    const inside = find(c.replies, id);
    if (inside) return inside;
  }
  return undefined;
}

describe("editing a comment", () => {
  it("lets its author reword it within 15 minutes, shown as edited with the time", async () => {
    const quip = await postQuip(t, author, "a quip to talk about");
    const mine = await comment(quip.id, alice, "frist");
    t.clock.advance(60_000);
    const response = await as(t, alice).patch(`/api/comments/${mine.id}`, { content: " first " });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as CommentView;
    expect(edited).toMatchObject({ content: "first", isEdited: true, isOwn: true });
    expect(edited.editedAt).toBe(t.clock.now().toISOString());
    const shown = find((await page(quip.id)).comments, mine.id);
    expect(shown).toMatchObject({ content: "first", isEdited: true, editedAt: edited.editedAt });
    expect(shown?.author?.username).toBe(alice.username);
  });

  it("refuses anyone else, a visitor, a missing comment, bad text and no change", async () => {
    const quip = await postQuip(t, author, "another quip");
    const mine = await comment(quip.id, alice, "mine");
    const url = `/api/comments/${mine.id}`;
    const other = await as(t, bob).patch(url, { content: "yours now" });
    expect(other.statusCode).toBe(403);
    expect(other.body).toBe(QUIP_MSG.comment.notYours);
    // The quip's author does not own the comments on it either.
    expect((await as(t, author).patch(url, { content: "mine now" })).statusCode).toBe(403);
    expect((await as(t, undefined).patch(url, { content: "x" })).statusCode).toBe(401);
    const missing = await as(t, alice).patch(`/api/comments/${crypto.randomUUID()}`, {
      content: "x",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(QUIP_MSG.comment.notFound);
    expect((await as(t, alice).patch("/api/comments/not-an-id", { content: "x" })).statusCode).toBe(
      400,
    );
    const empty = await as(t, alice).patch(url, { content: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Comment cannot be empty");
    const long = await as(t, alice).patch(url, { content: "x".repeat(LIMITS.commentMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(QUIP_MSG.comment.tooLong);
    const same = await as(t, alice).patch(url, { content: "mine" });
    expect(same.statusCode).toBe(400);
    expect(same.body).toBe(QUIP_MSG.comment.noChanges);
  });

  it("refuses an edit once 15 minutes have passed on the app's clock", async () => {
    const quip = await postQuip(t, author, "a quip for late edits");
    const mine = await comment(quip.id, alice, "on time");
    t.clock.advance(LIMITS.commentEditWindowMs);
    const onTheDot = await as(t, alice).patch(`/api/comments/${mine.id}`, { content: "just" });
    expect(onTheDot.statusCode, onTheDot.body).toBe(200);
    t.clock.advance(1_000);
    const late = await as(t, alice).patch(`/api/comments/${mine.id}`, { content: "too late" });
    expect(late.statusCode).toBe(403);
    expect(late.body).toBe(QUIP_MSG.comment.editWindowClosed);
    expect(find((await page(quip.id)).comments, mine.id)?.content).toBe("just");
  });

  it("keeps the time of an edit to the anonymous quip's own comment to itself", async () => {
    const quip = await postQuip(t, author, "an anonymous quip");
    const own = await comment(quip.id, author, "thanks all");
    const response = await as(t, author).patch(`/api/comments/${own.id}`, { content: "thanks!" });
    expect(response.statusCode, response.body).toBe(200);
    for (const viewer of [author, bob, undefined]) {
      const shown = find((await page(quip.id, viewer)).comments, own.id);
      expect(shown).toMatchObject({ author: null, isEdited: true, editedAt: null });
    }
  });
});

describe("deleting a comment", () => {
  it("removes one without replies and the quip's count with it", async () => {
    const quip = await postQuip(t, author, "a quip for deletions");
    const first = await comment(quip.id, alice, "first");
    await comment(quip.id, bob, "second");
    expect(await commentsCount(quip.id)).toBe(2);
    const other = await as(t, bob).delete(`/api/comments/${first.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.body).toBe(QUIP_MSG.comment.notYours);
    expect((await as(t, undefined).delete(`/api/comments/${first.id}`)).statusCode).toBe(401);
    expect((await as(t, alice).delete(`/api/comments/${first.id}`)).statusCode).toBe(204);
    const after = await page(quip.id);
    expect(after.comments.map((c) => c.content)).toEqual(["second"]);
    expect(after.total).toBe(1);
    expect(await commentsCount(quip.id)).toBe(1);
    expect((await as(t, alice).delete(`/api/comments/${first.id}`)).statusCode).toBe(404);
  });

  it("leaves a stub over replies, counted, and takes it when its last reply goes", async () => {
    const quip = await postQuip(t, author, "a quip for threads");
    const top = await comment(quip.id, alice, "a thought");
    const reply = await comment(quip.id, bob, "a reply", top.id);
    const deeper = await comment(quip.id, alice, "a reply to the reply", reply.id);
    expect(await commentsCount(quip.id)).toBe(3);
    expect((await as(t, alice).delete(`/api/comments/${top.id}`)).statusCode).toBe(204);
    const stub = find((await page(quip.id)).comments, top.id);
    expect(stub).toMatchObject({
      content: "",
      author: null,
      isDeleted: true,
      isOwn: false,
      isQuipAuthor: false,
      isEdited: false,
      editedAt: null,
      repliesCount: 1,
    });
    expect(stub?.replies[0]?.content).toBe("a reply");
    expect(await commentsCount(quip.id)).toBe(3);
    // Nobody edits, hides, reports or answers what is no longer there.
    expect((await as(t, alice).patch(`/api/comments/${top.id}`, { content: "x" })).statusCode).toBe(
      404,
    );
    expect((await as(t, author).post(`/api/comments/${top.id}/hide`)).statusCode).toBe(404);
    expect(
      (await as(t, bob).post(`/api/comments/${top.id}/flag`, { category: "Other" })).statusCode,
    ).toBe(404);
    const toStub = await as(t, bob).post(`/api/quips/${quip.id}/comments`, {
      content: "hello?",
      parentCommentId: top.id,
    });
    expect(toStub.statusCode).toBe(400);
    expect(toStub.body).toBe(QUIP_MSG.comment.parentMissing);

    // The middle reply now has a reply of its own: it becomes a stub too.
    expect((await as(t, bob).delete(`/api/comments/${reply.id}`)).statusCode).toBe(204);
    expect(await commentsCount(quip.id)).toBe(3);
    // The last words go, and both stubs above them with them.
    expect((await as(t, alice).delete(`/api/comments/${deeper.id}`)).statusCode).toBe(204);
    const after = await page(quip.id);
    expect(after.comments).toEqual([]);
    expect(after.total).toBe(0);
    expect(await commentsCount(quip.id)).toBe(0);
  });
});

describe("hiding a comment", () => {
  it("lets the quip's author fold a comment for everyone while anonymous, naming nobody", async () => {
    const quip = await postQuip(t, author, "a quip with a rude reply");
    const rude = await comment(quip.id, alice, "boo");
    const response = await as(t, author).post(`/api/comments/${rude.id}/hide`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ isHidden: true });
    for (const viewer of [alice, bob, undefined]) {
      const shown = find((await page(quip.id, viewer)).comments, rude.id);
      expect(shown).toMatchObject({ isHidden: true, content: "boo" });
      const quipAnswer = (await as(t, viewer).get(`/api/quips/${quip.id}`)).body;
      expect(quipAnswer).not.toContain(author.id);
    }
    expect(JSON.stringify(await page(quip.id, bob))).not.toContain(author.id);
    expect((await as(t, author).post(`/api/comments/${rude.id}/hide`)).json()).toEqual({
      isHidden: false,
    });
    expect(find((await page(quip.id)).comments, rude.id)?.isHidden).toBe(false);
  });

  it("refuses anyone but the quip's author, the comment's writer included", async () => {
    const quip = await postQuip(t, author, "a quip others may not tidy");
    const said = await comment(quip.id, alice, "hello");
    for (const member of [alice, bob]) {
      const refused = await as(t, member).post(`/api/comments/${said.id}/hide`);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toBe(QUIP_MSG.comment.notQuipAuthor);
    }
    expect((await as(t, undefined).post(`/api/comments/${said.id}/hide`)).statusCode).toBe(401);
    expect(find((await page(quip.id)).comments, said.id)?.isHidden).toBe(false);
  });
});

describe("reporting a comment", () => {
  it("files one report per member, never on one's own, in the comment categories", async () => {
    const quip = await postQuip(t, author, "a quip with a reported comment");
    const said = await comment(quip.id, alice, "something rude");
    const url = `/api/comments/${said.id}/flag`;
    const filed = await as(t, bob).post(url, { category: "Offensive content", reason: "rude" });
    expect(filed.statusCode, filed.body).toBe(201);
    const twice = await as(t, bob).post(url, { category: "Other" });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toBe(QUIP_MSG.flag.commentAlreadyReported);
    const own = await as(t, alice).post(url, { category: "Other" });
    expect(own.statusCode).toBe(403);
    expect(own.body).toBe(QUIP_MSG.flag.ownComment);
    const unfit = await as(t, author).post(url, { category: "Repeat Quip" });
    expect(unfit.statusCode).toBe(400);
    expect(unfit.body).toContain(QUIP_MSG.flag.commentCategoryRequired);
    const long = await as(t, author).post(url, { category: "other", reason: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(QUIP_MSG.flag.reasonTooLong);
    expect((await as(t, undefined).post(url, { category: "Other" })).statusCode).toBe(401);
    expect((await as(t, author).post(url, { category: "other" })).statusCode).toBe(201);
  });

  it("shows administrators the reported comments, which they dismiss or remove, logged", async () => {
    const quip = await postQuip(t, author, "a quip an admin looks at");
    const kept = await comment(quip.id, alice, "borderline remark");
    const removed = await comment(quip.id, author, "my own rude aside");
    await comment(quip.id, bob, "a reply that stays", removed.id);
    await as(t, bob).post(`/api/comments/${kept.id}/flag`, { category: "Other" });
    await as(t, alice).post(`/api/comments/${removed.id}/flag`, { category: "Offensive content" });
    await as(t, bob).post(`/api/comments/${removed.id}/flag`, { category: "Other", reason: "no" });

    expect((await as(t, bob).get("/api/admin/flagged-comments")).statusCode).toBe(403);
    const listed = (
      await as(t, admin).get("/api/admin/flagged-comments")
    ).json() as FlaggedComment[];
    const row = listed.find((r) => r.comment.id === removed.id);
    expect(row).toMatchObject({
      reportCount: 2,
      comment: { quipId: quip.id, isQuipAuthor: true, isQuipAnonymous: true },
    });
    expect(row?.comment.author.username).toBe(author.username);

    expect((await as(t, admin).delete(`/api/admin/comments/${kept.id}/flags`)).statusCode).toBe(
      204,
    );
    const again = await as(t, admin).delete(`/api/admin/comments/${kept.id}/flags`);
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(ADMIN_MSG.moderation.noPendingCommentReports);
    expect(find((await page(quip.id)).comments, kept.id)?.content).toBe("borderline remark");

    expect(await commentsCount(quip.id)).toBe(3);
    expect((await as(t, admin).delete(`/api/comments/${removed.id}`)).statusCode).toBe(204);
    expect(find((await page(quip.id)).comments, removed.id)).toMatchObject({ isDeleted: true });
    expect(await commentsCount(quip.id)).toBe(3);
    const left = (await as(t, admin).get("/api/admin/flagged-comments")).json() as FlaggedComment[];
    expect(left.map((r) => r.comment.id)).not.toContain(removed.id);
    expect(left.map((r) => r.comment.id)).not.toContain(kept.id);

    const log = (await as(t, admin).get("/api/admin/moderation-log")).json() as ModerationLogPage;
    // The clock stands still here: the two entries share an instant.
    const removal = log.entries.find((e) => e.action === "comment_removed");
    const dismissal = log.entries.find((e) => e.action === "reports_dismissed");
    expect(removal).toMatchObject({
      action: "comment_removed",
      target: { kind: "comment", id: removed.id, label: "my own rude aside" },
      detail: "2 reports",
    });
    expect(dismissal).toMatchObject({
      action: "reports_dismissed",
      target: { kind: "comment", id: kept.id },
    });
    // The entry names the comment by its words: never the anonymous quip's author.
    expect(JSON.stringify(removal)).not.toContain(author.username);
    expect((await as(t, bob).get("/api/admin/moderation-log")).statusCode).toBe(403);
  });
});
