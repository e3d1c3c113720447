import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { WATCHED_WORDS_MSG } from "#shared/messages/watched-words.ts";
import type { ModerationQueue, QueueItem } from "#shared/schemas/moderation.ts";
import type { HeldPost } from "#shared/schemas/watched-words.ts";
import { as, createTopic, postQuip, watchWords } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Watched words (decision 0159): the administrators' list; `block` refuses a quip, a comment, a
 * username or a bio with the rule; `review` holds a quip or comment, seen by its author alone,
 * until a moderator publishes it (its 48 hours starting then) or declines it; `flag` publishes
 * and places it in the queue. Whole words, any case.
 */
const NOW = Date.parse("2025-09-17T16:00:00Z");
const HOUR = 3_600_000;
const m = WATCHED_WORDS_MSG;

let t: TestApp;
let admin: Member;
let moderator: Member;
let member: Member;
let other: Member;
let quipId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(NOW));
  [admin, moderator, member, other] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  await as(t, admin).post(`/api/admin/users/${moderator.id}/grant-moderator`);
  quipId = (await postQuip(t, other, "A quip to answer")).id;
  await watchWords(t, admin, [
    ["spam", "block"],
    ["hold me", "review"],
    ["toaster", "flag"],
  ]);
});
afterAll(async () => {
  await t?.close();
});

const tick = () => t.clock.advance(1000);

async function queue(who: Member, query = ""): Promise<ModerationQueue> {
  const answer = await as(t, who).get(`/api/moderation/queue${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const heldItem = (q: ModerationQueue, id: string) =>
  q.items.find(
    (i): i is Extract<QueueItem, { kind: "held" }> => i.kind === "held" && i.held.id === id,
  );

async function ownHeld(who: Member): Promise<HeldPost[]> {
  const answer = await as(t, who).get("/api/held-posts");
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe("the list", () => {
  it("is the administrators': listed alphabetically, each with its action", async () => {
    const answer = await as(t, admin).get("/api/admin/watched-words");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().map((w: { word: string; action: string }) => [w.word, w.action])).toEqual([
      ["hold me", "review"],
      ["spam", "block"],
      ["toaster", "flag"],
    ]);
  });

  it("keeps a word as typed in any case and spacing, once, and logs the change", async () => {
    tick();
    const added = await as(t, admin).post("/api/admin/watched-words", {
      word: "  Rude   Word ",
      action: "flag",
    });
    expect([added.statusCode, added.json().word]).toEqual([201, "rude word"]);
    const again = await as(t, admin).post("/api/admin/watched-words", {
      word: "RUDE WORD",
      action: "block",
    });
    expect([again.statusCode, again.body]).toEqual([409, m.alreadyWatched]);
    const log = (await as(t, admin).get("/api/admin/moderation-log?action=word_watched")).json();
    expect(log.entries[0]).toMatchObject({ target: { kind: "word", label: "rude word" } });
    const removed = await as(t, admin).delete("/api/admin/watched-words/rude%20word");
    expect(removed.statusCode).toBe(204);
    const gone = await as(t, admin).delete("/api/admin/watched-words/rude%20word");
    expect([gone.statusCode, gone.body]).toEqual([404, m.notWatched]);
  });

  it("refuses a word that is no word, and an action that is none, with a clear message", async () => {
    for (const word of ["", "   ", "spam!", "a".repeat(51)]) {
      const answer = await as(t, admin).post("/api/admin/watched-words", { word, action: "flag" });
      expect([answer.statusCode, answer.body], word).toEqual([400, m.wordInvalid]);
    }
    const answer = await as(t, admin).post("/api/admin/watched-words", {
      word: "fine",
      action: "shout",
    });
    expect([answer.statusCode, answer.body]).toEqual([400, m.actionInvalid]);
  });

  it("is refused to moderators and members", async () => {
    for (const who of [moderator, member]) {
      expect((await as(t, who).get("/api/admin/watched-words")).statusCode).toBe(403);
      const add = await as(t, who).post("/api/admin/watched-words", { word: "x", action: "flag" });
      expect(add.statusCode).toBe(403);
      expect((await as(t, who).delete("/api/admin/watched-words/spam")).statusCode).toBe(403);
    }
    expect((await as(t, undefined).get("/api/admin/watched-words")).statusCode).toBe(401);
  });
});

describe("a block word", () => {
  it("refuses a quip, a comment and an edit with the rule, matching whole words in any case", async () => {
    const quip = await as(t, member).post("/api/quips", { content: "Buy SPAM now!" });
    expect([quip.statusCode, quip.body]).toEqual([400, m.blocked("quip")]);
    const comment = await as(t, member).post(`/api/quips/${quipId}/comments`, {
      content: "spam, spam",
    });
    expect([comment.statusCode, comment.body]).toEqual([400, m.blocked("comment")]);
    // "spammer" and "spamalot" are other words.
    const fine = await as(t, member).post("/api/quips", { content: "The spammer ate spamalot" });
    expect(fine.statusCode, fine.body).toBe(201);
    const edit = await as(t, member).patch(`/api/quips/${fine.json().id}`, {
      content: "The spammer ate spam",
    });
    expect([edit.statusCode, edit.body]).toEqual([400, m.blocked("quip")]);
  });

  it("refuses a username, at sign-up and when changed, and a bio, with the rule", async () => {
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        username: "SpamKing99",
        email: "king@example.com",
        password: "correct horse battery",
      },
    });
    expect([signUp.statusCode, signUp.body]).toEqual([400, m.blocked("username")]);
    const rename = await as(t, member).patch("/api/users/profile", { username: "theSpamGuy" });
    // One word as typed: "spamking" is not "spam".
    const oneWord = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        username: "spamking",
        email: "spamking@example.com",
        password: "correct horse battery",
      },
    });
    expect(oneWord.statusCode, oneWord.body).toBe(201);
    expect([rename.statusCode, rename.body]).toEqual([400, m.blocked("username")]);
    const bio = await as(t, member).patch("/api/users/profile", { bio: "I love Spam." });
    expect([bio.statusCode, bio.body]).toEqual([400, m.blocked("bio")]);
  });
});

describe("a review word", () => {
  it("holds a quip for its author alone, and publishes it on approval, its 48 hours starting then", async () => {
    tick();
    const posted = await as(t, member).post("/api/quips", { content: "Please hold me, I am shy" });
    expect(posted.statusCode, posted.body).toBe(202);
    const { held, message } = posted.json();
    expect(message).toBe(m.held.quip);
    expect(held).toMatchObject({
      kind: "quip",
      status: "pending",
      content: "Please hold me, I am shy",
    });
    expect((await ownHeld(member)).map((p) => p.id)).toContain(held.id);
    expect(await ownHeld(other)).toEqual([]);
    const feed = (await as(t, other).get("/api/quips?filter=new")).json();
    expect(JSON.stringify(feed)).not.toContain("I am shy");

    // The queue shows it to moderators with no author, and to nobody as their own.
    const item = heldItem(await queue(moderator), held.id);
    expect(item).toMatchObject({ held: { what: "quip", word: "hold me", author: null } });
    expect(heldItem(await queue(admin), held.id)?.held.author).toBeNull();
    expect(
      (await as(t, member).post(`/api/moderation/held-posts/${held.id}/approve`)).statusCode,
    ).toBe(403);

    t.clock.advance(5 * HOUR);
    const approvedAt = t.clock.now().toISOString();
    const approve = await as(t, moderator).post(`/api/moderation/held-posts/${held.id}/approve`);
    expect(approve.statusCode, approve.body).toBe(204);
    expect(await ownHeld(member)).toEqual([]);
    const again = await as(t, moderator).post(`/api/moderation/held-posts/${held.id}/approve`);
    expect([again.statusCode, again.body]).toEqual([404, m.heldNotFound]);

    const log = (
      await as(t, moderator).get("/api/moderation/log?action=held_post_approved")
    ).json();
    const published = log.entries[0].target.id as string;
    const quip = (await as(t, other).get(`/api/quips/${published}`)).json();
    expect(quip).toMatchObject({ createdAt: approvedAt, isAnonymous: true, author: null });
    t.clock.advance(47 * HOUR);
    expect((await as(t, other).get(`/api/quips/${published}`)).json().isAnonymous).toBe(true);
    t.clock.advance(2 * HOUR);
    const revealed = (await as(t, other).get(`/api/quips/${published}`)).json();
    expect(revealed.author?.id).toBe(member.id);
  });

  it("holds a comment, and publishes it into the thread on approval", async () => {
    tick();
    const posted = await as(t, member).post(`/api/quips/${quipId}/comments`, {
      content: "hold me closer",
    });
    expect(posted.statusCode, posted.body).toBe(202);
    const { held } = posted.json();
    expect(held).toMatchObject({ kind: "comment", quipId });
    const before = (await as(t, other).get(`/api/quips/${quipId}`)).json().commentsCount;
    expect(heldItem(await queue(moderator), held.id)).toMatchObject({
      held: { what: "comment", quipId, author: { id: member.id } },
    });
    const approve = await as(t, moderator).post(`/api/moderation/held-posts/${held.id}/approve`);
    expect(approve.statusCode, approve.body).toBe(204);
    const thread = (await as(t, other).get(`/api/quips/${quipId}/comments`)).json();
    expect(JSON.stringify(thread)).toContain("hold me closer");
    expect((await as(t, other).get(`/api/quips/${quipId}`)).json().commentsCount).toBe(before + 1);
  });

  it("declines a post: never published, left declined in its author's list until cleared", async () => {
    tick();
    const posted = await as(t, member).post("/api/quips", { content: "hold me forever" });
    const { held } = posted.json();
    expect(
      (await as(t, member).post(`/api/moderation/held-posts/${held.id}/decline`)).statusCode,
    ).toBe(403);
    const decline = await as(t, moderator).post(`/api/moderation/held-posts/${held.id}/decline`);
    expect(decline.statusCode, decline.body).toBe(204);
    const twice = await as(t, admin).post(`/api/moderation/held-posts/${held.id}/decline`);
    expect([twice.statusCode, twice.body]).toEqual([409, m.heldNotPending]);
    expect(heldItem(await queue(moderator), held.id)).toBeUndefined();
    const mine = (await ownHeld(member)).find((p) => p.id === held.id);
    expect(mine).toMatchObject({ status: "declined" });
    expect((await as(t, other).delete(`/api/held-posts/${held.id}`)).statusCode).toBe(404);
    expect((await as(t, member).delete(`/api/held-posts/${held.id}`)).statusCode).toBe(204);
    expect((await ownHeld(member)).find((p) => p.id === held.id)).toBeUndefined();
  });

  it("lets its author withdraw a held topic quip, and gives its place on the topic back", async () => {
    const topic = await createTopic(t, "2025-09-20", "Breakfast");
    t.clock.set(new Date(Date.parse("2025-09-20T15:00:00Z")));
    const topicQuip = { topicOfTheDay: true, topicText: topic.topic };
    const ids: string[] = [];
    for (const content of ["hold me one", "hold me two", "hold me three"]) {
      const posted = await as(t, other).post("/api/quips", { content, ...topicQuip });
      expect(posted.statusCode, posted.body).toBe(202);
      ids.push(posted.json().held.id);
    }
    const fourth = await as(t, other).post("/api/quips", { content: "a fourth", ...topicQuip });
    expect(fourth.statusCode).toBe(400);
    expect((await as(t, other).delete(`/api/held-posts/${ids[0]}`)).statusCode).toBe(204);
    const again = await as(t, other).post("/api/quips", { content: "a fourth", ...topicQuip });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ topicText: "Breakfast" });
  });

  it("holds a new account whose name has the word, as approval mode does", async () => {
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        username: "HoldMeNow",
        email: "holdme@example.com",
        password: "correct horse battery",
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const pending = (await as(t, moderator).get("/api/moderation/pending-members")).json();
    expect(pending.members.map((p: { username: string }) => p.username)).toContain("HoldMeNow");
  });
});

describe("a flag word", () => {
  it("publishes a quip and places it in the queue, named by nobody while anonymous", async () => {
    tick();
    const quip = await postQuip(t, member, "My toaster tells jokes");
    const item = (await queue(moderator, "?kind=quip")).items.find(
      (i) => i.kind === "quip" && i.quip.id === quip.id,
    );
    expect(item).toMatchObject({
      reportCount: 0,
      reports: [],
      watchedWords: ["toaster"],
      quip: { author: null, isAnonymous: true },
    });
    // Its author's own queue leaves it out.
    const own = await as(t, admin).post(`/api/admin/users/${member.id}/grant-moderator`);
    expect(own.statusCode).toBe(204);
    const theirs = await queue(member, "?kind=quip");
    expect(theirs.items.some((i) => i.kind === "quip" && i.quip.id === quip.id)).toBe(false);
    await as(t, admin).post(`/api/admin/users/${member.id}/revoke-moderator`);
    const dismissed = await as(t, moderator).delete(`/api/moderation/quips/${quip.id}/reports`);
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    const after = await queue(moderator, "?kind=quip");
    expect(after.items.some((i) => i.kind === "quip" && i.quip.id === quip.id)).toBe(false);
  });

  it("places a comment, an edited comment and a profile in the queue", async () => {
    tick();
    const comment = await as(t, member).post(`/api/quips/${quipId}/comments`, {
      content: "A fine TOASTER.",
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const plain = await as(t, member).post(`/api/quips/${quipId}/comments`, { content: "Plain" });
    const edited = await as(t, member).patch(`/api/comments/${plain.json().id}`, {
      content: "Plain toaster",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const bio = await as(t, other).patch("/api/users/profile", { bio: "Toaster fan" });
    expect(bio.statusCode, bio.body).toBe(200);
    const q = await queue(moderator);
    const words = (id: string) =>
      q.items.find(
        (i) =>
          (i.kind === "comment" && i.comment.id === id) ||
          (i.kind === "member" && i.member.id === id),
      );
    expect(words(comment.json().id)).toMatchObject({ watchedWords: ["toaster"] });
    expect(words(plain.json().id)).toMatchObject({ watchedWords: ["toaster"] });
    expect(words(other.id)).toMatchObject({ kind: "member", watchedWords: ["toaster"] });
    const dismissed = await as(t, moderator).delete(`/api/moderation/users/${other.id}/reports`);
    expect(dismissed.statusCode).toBe(204);
    const none = await as(t, moderator).delete(`/api/moderation/users/${other.id}/reports`);
    expect([none.statusCode, none.body]).toEqual([
      404,
      ADMIN_MSG.moderation.noPendingMemberReports,
    ]);
  });
});

describe("a held reply whose comment was deleted", () => {
  it("cannot be published, with one answer whatever the reason, and can be declined", async () => {
    tick();
    const parent = await as(t, other).post(`/api/quips/${quipId}/comments`, { content: "Parent" });
    const reply = await as(t, member).post(`/api/quips/${quipId}/comments`, {
      content: "hold me, parent",
      parentCommentId: parent.json().id,
    });
    expect(reply.statusCode, reply.body).toBe(202);
    const { held } = reply.json();
    // With a published reply, the parent leaves a stub when deleted; without, the held reply
    // would go with it.
    await as(t, other).post(`/api/quips/${quipId}/comments`, {
      content: "A published reply",
      parentCommentId: parent.json().id,
    });
    expect((await as(t, other).delete(`/api/comments/${parent.json().id}`)).statusCode).toBe(204);
    const approve = await as(t, moderator).post(`/api/moderation/held-posts/${held.id}/approve`);
    expect([approve.statusCode, approve.body]).toEqual([409, m.cannotPublish]);
    expect(heldItem(await queue(moderator), held.id)).toBeDefined();
    const decline = await as(t, moderator).post(`/api/moderation/held-posts/${held.id}/decline`);
    expect(decline.statusCode).toBe(204);
  });
});
