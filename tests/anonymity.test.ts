import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { follows, quips, users } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { ensureQuipBot } from "#server/services/quipbot/quipbot.service.ts";
import { FEED_FILTERS } from "#shared/rules/feed-filters.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2025-09-17T16:00:00Z");
const IMAGE = "/objects/avatars/author-secret-face.png";

let t: TestApp;
let author: Member;
let other: Member;
let admin: Member;
let quipId: string;
let questionId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  [author, other, admin] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  await t.ctx.db.update(users).set({ profileImageUrl: IMAGE }).where(eq(users.id, author.id));
  await t.ctx.db.insert(follows).values([
    { followerId: other.id, followingId: author.id },
    { followerId: admin.id, followingId: author.id },
  ]);
  const topic = await createTopic(t, "2025-09-17", "Morning coffee");
  quipId = (
    await postQuip(t, author, "a secret joke", { topicOfTheDay: true, topicText: topic.topic })
  ).id;
  await as(t, author).post(`/api/quips/${quipId}/like`);
  await as(t, other).post(`/api/quips/${quipId}/like`);
  const top = await as(t, other).post(`/api/quips/${quipId}/comments`, { content: "good one" });
  questionId = top.json().id;
  await as(t, author).post(`/api/quips/${quipId}/comments`, {
    content: "thanks!",
    parentCommentId: top.json().id,
  });
  await as(t, author).post(`/api/quips/${quipId}/comments`, { content: "I wrote this" });
});
afterAll(async () => {
  await t?.close();
});

/** Every read this part of the API offers about the quip, as one viewer. */
async function everything(viewer: Member | undefined): Promise<string[]> {
  const bodies: string[] = [];
  const urls = [
    ...FEED_FILTERS.map((f) => `/api/quips?filter=${f}`),
    `/api/quips?filter=all&authorId=${author.id}`,
    `/api/quips?filter=all&authorId=${author.id}&sortBy=likes`,
    `/api/quips/${quipId}`,
    `/api/quips/${quipId}/comments`,
    `/api/quips/${quipId}/comments/${questionId}/replies`,
    `/api/quips/${quipId}/likes`,
  ];
  for (const url of urls) {
    const response = await as(t, viewer).get(url);
    expect(response.statusCode, url).toBe(200);
    bodies.push(`${JSON.stringify(response.headers)} ${response.body}`);
  }
  if (viewer) {
    for (const action of ["like", "bookmark"]) {
      const on = await as(t, viewer).post(`/api/quips/${quipId}/${action}`);
      const off = await as(t, viewer).post(`/api/quips/${quipId}/${action}`);
      bodies.push(on.body, off.body);
    }
    const comment = await as(t, viewer).post(`/api/quips/${quipId}/comments`, {
      content: "another",
    });
    bodies.push(comment.body);
  }
  return bodies;
}

function leaks(bodies: string[]): string[] {
  return bodies.filter(
    (b) => b.includes(author.id) || b.includes(author.username) || b.includes(IMAGE),
  );
}

describe("the anonymity promise", () => {
  it("hides the author from other members and visitors for 48 hours", async () => {
    for (const viewer of [other, undefined]) {
      const bodies = await everything(viewer);
      expect(bodies.some((b) => b.includes(quipId))).toBe(true);
      expect(leaks(bodies)).toEqual([]);
    }
  });

  it("shows the author's own comments as the anonymous author", async () => {
    const tree = (await as(t, other).get(`/api/quips/${quipId}/comments`)).json().comments;
    const own = tree.find((c: { content: string }) => c.content === "I wrote this");
    expect(own).toMatchObject({ author: null, isQuipAuthor: true });
    const question = tree.find((c: { content: string }) => c.content === "good one");
    expect(question.author.id).toBe(other.id);
    expect(question.replies[0]).toMatchObject({
      content: "thanks!",
      author: null,
      isQuipAuthor: true,
    });
  });

  it("keeps the quip out of follow-based feeds while anonymous", async () => {
    for (const filter of ["following", "post48Following"]) {
      const list = (await as(t, other).get(`/api/quips?filter=${filter}`)).json();
      expect(list.map((q: { id: string }) => q.id)).not.toContain(quipId);
    }
  });

  it("shows the author to administrators, and to the author as everyone sees it, marked as theirs", async () => {
    const quip = (await as(t, admin).get(`/api/quips/${quipId}`)).json();
    expect(quip.author).toEqual({
      id: author.id,
      username: author.username,
      profileImageUrl: IMAGE,
      isBot: false,
    });
    const own = await as(t, author).get(`/api/quips/${quipId}`);
    expect(own.json()).toMatchObject({ author: null, isOwn: true, isAnonymous: true });
    expect(own.body).not.toContain(author.username);
    const comments = await as(t, author).get(`/api/quips/${quipId}/comments`);
    expect(comments.body).not.toContain(author.username);
    expect(
      comments.json().comments.find((c: { content: string }) => c.content === "I wrote this"),
    ).toMatchObject({
      author: null,
      isQuipAuthor: true,
      isOwn: true,
    });
    expect((await as(t, author).get(`/api/quips/${quipId}/likes`)).body).not.toContain(author.id);
  });

  it("reveals the author to everyone after 48 hours, whatever the reveal job did", async () => {
    t.clock.set(new Date(NOW.getTime() + 48 * 3_600_000 + 1000));
    for (const viewer of [other, undefined]) {
      const quip = (await as(t, viewer).get(`/api/quips/${quipId}`)).json();
      expect(quip).toMatchObject({
        isAnonymous: false,
        author: { id: author.id, username: author.username },
      });
      const tree = (await as(t, viewer).get(`/api/quips/${quipId}/comments`)).json().comments;
      expect(tree.find((c: { content: string }) => c.content === "I wrote this").author.id).toBe(
        author.id,
      );
      const likers = (await as(t, viewer).get(`/api/quips/${quipId}/likes`)).json();
      expect(likers.map((l: { id: string }) => l.id)).toContain(author.id);
    }
    const following = (await as(t, other).get("/api/quips?filter=following")).json();
    expect(following.map((q: { id: string }) => q.id)).toContain(quipId);
    t.clock.set(NOW);
  });
});

describe("QuipBot's quips", () => {
  it("say nothing of a bot while anonymous, and carry the bot label once revealed", async () => {
    const botId = await ensureQuipBot(t.ctx.db, t.ctx.now());
    const [bot] = await t.ctx.db
      .insert(quips)
      .values({ content: "A joke like anyone's.", authorId: botId, createdAt: NOW })
      .returning();
    const urls = [
      `/api/quips/${bot?.id}`,
      ...FEED_FILTERS.map((f) => `/api/quips?filter=${f}`),
      "/api/search/quips?q=joke",
    ];
    let seen = 0;
    for (const viewer of [other, undefined]) {
      for (const url of urls) {
        const answer = (await as(t, viewer).get(url)).json();
        for (const quip of [answer, ...(Array.isArray(answer) ? answer : [])]) {
          if (quip?.id !== bot?.id) continue;
          seen += 1;
          // Even `isBot: false` on every other anonymous quip would single this one out.
          expect(quip.author, url).toBeNull();
          expect(JSON.stringify(quip), url).not.toContain("isBot");
        }
      }
    }
    expect(seen).toBeGreaterThanOrEqual(4);
    t.clock.set(new Date(NOW.getTime() + 48 * 3_600_000 + 1000));
    const revealed = (await as(t, other).get(`/api/quips/${bot?.id}`)).json();
    expect(revealed.author).toMatchObject({ id: botId, isBot: true });
    const human = (await as(t, other).get(`/api/quips/${quipId}`)).json();
    expect(human.author).toMatchObject({ id: author.id, isBot: false });
    t.clock.set(NOW);
  });
});
