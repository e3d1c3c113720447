import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankFeeds } from "#server/services/feed/feed-ranks.service.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { FEED_FILTERS } from "#shared/rules/feed-filters.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

const HOUR = 3_600_000;
const NOW = new Date("2025-09-17T16:00:00Z");

let t: TestApp;
/** The muter, the member they mute, and a third party. */
let muter: Member;
let muted: Member;
let third: Member;
const q: Record<string, string> = {};
let thirdsComment: string;

async function quipAt(label: string, author: Member, ageHours: number, content: string) {
  t.clock.set(new Date(NOW.getTime() - ageHours * HOUR));
  q[label] = (await postQuip(t, author, content)).id;
}

beforeAll(async () => {
  t = await createTestApp();
  [muter, muted, third] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await quipAt("mutedRevealed", muted, 60, "a revealed zebra joke by the muted member");
  await quipAt("thirdRevealed", third, 61, "a revealed zebra joke by the third party");
  await quipAt("muterRevealed", muter, 62, "the muter's own revealed joke");
  await quipAt("mutedAnonymous", muted, 1, "a fresh zebra joke, still anonymous");
  t.clock.set(NOW);
  await rankFeeds(t.ctx);

  const by = (m: Member) => as(t, m);
  await by(muter).post(`/api/users/${muted.id}/follow`);
  await by(muted).post(`/api/users/${muter.id}/follow`);
  await by(muted).post(`/api/users/${third.id}/follow`);
  await by(muter).post(`/api/quips/${q.mutedRevealed}/like`);
  await by(muter).post(`/api/quips/${q.mutedRevealed}/bookmark`);
  await by(muted).post(`/api/quips/${q.muterRevealed}/like`);
  await by(muted).post(`/api/quips/${q.thirdRevealed}/like`);
  await by(third).post(`/api/quips/${q.thirdRevealed}/like`);
  thirdsComment = (
    await by(third).post(`/api/quips/${q.thirdRevealed}/comments`, { content: "my own quip" })
  ).json().id;
  await by(muted).post(`/api/quips/${q.thirdRevealed}/comments`, {
    content: `a reply by the muted member @${muter.username}`,
    parentCommentId: thirdsComment,
  });
  await by(muted).post(`/api/quips/${q.thirdRevealed}/comments`, { content: "muted says hi" });
  await by(muted).post(`/api/quips/${q.muterRevealed}/comments`, { content: "on yours" });
  await by(muted).post(`/api/quips/${q.mutedAnonymous}/comments`, { content: "I wrote this" });
  await by(third).post(`/api/quips/${q.mutedAnonymous}/comments`, { content: "who did?" });
});
afterAll(async () => {
  await t?.close();
});

const get = async (m: Member | undefined, url: string) => {
  const response = await as(t, m).get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const quipIds = (list: Array<{ id: string }>) => list.map((quip) => quip.id);
const feed = async (m: Member, filter: string, extra = "") =>
  quipIds(await get(m, `/api/quips?filter=${filter}${extra}`));

/** Every list the rules name, as one member reads them. */
async function everyList(m: Member) {
  const feeds: Record<string, string[]> = {};
  for (const filter of [...FEED_FILTERS, "all"]) feeds[filter] = await feed(m, filter);
  return {
    feeds,
    profile: await feed(m, "all", `&authorId=${muted.id}`),
    detail: (await as(t, m).get(`/api/quips/${q.mutedRevealed}`)).statusCode,
    comments: await get(m, `/api/quips/${q.thirdRevealed}/comments`),
    anonymousComments: await get(m, `/api/quips/${q.mutedAnonymous}/comments`),
    replies: await get(m, `/api/quips/${q.thirdRevealed}/comments/${thirdsComment}/replies`),
    likers: await get(m, `/api/quips/${q.thirdRevealed}/likes`),
    searchQuips: quipIds(await get(m, "/api/search/quips?q=zebra")),
    searchUsers: (await get(m, `/api/search/users?q=${muted.username}`)).map(
      (u: { id: string }) => u.id,
    ),
    followersOfMuter: await get(m, `/api/users/${muter.id}/followers`),
    followersOfThird: await get(m, `/api/users/${third.id}/followers`),
    followingOfMuted: await get(m, `/api/users/${muted.id}/following`),
    bookmarks: await get(m, `/api/users/${m.id}/bookmarks`),
    activity: await get(m, `/api/users/${m.id}/activity`),
    unread: await get(m, "/api/notifications/unread-count"),
  };
}

describe("muting a member", () => {
  let before: Awaited<ReturnType<typeof everyList>>;
  let mutedBefore: Awaited<ReturnType<typeof everyList>>;
  let thirdBefore: Awaited<ReturnType<typeof everyList>>;

  beforeAll(async () => {
    before = await everyList(muter);
    mutedBefore = await everyList(muted);
    thirdBefore = await everyList(third);
    const answer = await as(t, muter).post(`/api/users/${muted.id}/mute`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ isMuted: true });
  });

  it("removes their revealed quips from every feed, their profile's list and search, pages staying full", async () => {
    expect(before.feeds.new).toContain(q.mutedRevealed);
    const after = await everyList(muter);
    for (const [filter, ids] of Object.entries(after.feeds)) {
      expect(ids, filter).not.toContain(q.mutedRevealed);
      expect(ids, filter).toEqual(before.feeds[filter]?.filter((id) => id !== q.mutedRevealed));
    }
    expect(before.feeds.following).toEqual([q.mutedRevealed]);
    expect(after.feeds.following).toEqual([]);
    expect(before.feeds.liked).toEqual([q.mutedRevealed]);
    expect(after.profile).toEqual([]);
    expect(after.detail).toBe(404);
    expect(after.searchQuips).toEqual(before.searchQuips.filter((id) => id !== q.mutedRevealed));
    expect(after.bookmarks).toEqual([]);
    // A page of one still holds one quip: the muted member's is skipped, not left a hole.
    expect(await feed(muter, "new", "&limit=1")).toEqual([q.mutedAnonymous]);
    expect(await feed(muter, "new", "&limit=1&page=2")).toEqual([q.thirdRevealed]);
  });

  it("keeps their anonymous quip, and its author's own comment on it, as they were", async () => {
    const after = await everyList(muter);
    expect(after.feeds.top48).toEqual(before.feeds.top48);
    expect(after.feeds.top48).toContain(q.mutedAnonymous);
    expect(after.anonymousComments).toEqual(before.anonymousComments);
    expect(after.anonymousComments.comments).toHaveLength(2);
  });

  it("removes their comments, replies, likes and their place in lists of members", async () => {
    const after = await everyList(muter);
    const texts = (page: { comments: Array<{ content: string }> }) =>
      page.comments.map((c) => c.content);
    expect(texts(before.comments)).toContain("muted says hi");
    expect(texts(after.comments)).toEqual(["my own quip"]);
    expect(after.comments.comments[0].replies).toEqual([]);
    expect(after.comments.comments[0].repliesCount).toBe(0);
    // The quip's own count is everyone's number.
    expect(after.comments.total).toBe(before.comments.total);
    expect(after.replies.replies).toEqual([]);
    expect(quipIds(before.likers)).toContain(muted.id);
    expect(quipIds(after.likers)).toEqual([third.id]);
    expect(before.searchUsers[0]).toBe(muted.id);
    expect(after.searchUsers).not.toContain(muted.id);
    expect(quipIds(after.followersOfMuter)).toEqual([]);
    expect(quipIds(after.followersOfThird)).toEqual([]);
    expect(quipIds(before.followersOfThird)).toEqual([muted.id]);
    // Whom the muted member follows is still listed, less nobody: they are not in it.
    expect(after.followingOfMuted).toEqual(before.followingOfMuted);
  });

  it("removes their notifications from the muter's activity and unread count", async () => {
    const after = await everyList(muter);
    const actors = (page: { items: Array<{ actorId: string | null }> }) =>
      page.items.map((item) => item.actorId);
    expect(actors(before.activity)).toContain(muted.id);
    expect(actors(after.activity)).not.toContain(muted.id);
    expect(after.activity.items).toHaveLength(before.activity.items.length - 4);
    expect(before.unread.count).toBeGreaterThanOrEqual(4);
    expect(after.unread.count).toBe(before.unread.count - 4);
  });

  it("says so on the profile, and tells the muted member and everyone else nothing", async () => {
    const profile = await get(muter, `/api/users/${muted.id}`);
    expect(profile).toMatchObject({ isMuted: true, isBlocked: false, isFollowing: true });
    expect(await get(muted, `/api/users/${muter.id}`)).toMatchObject({
      isMuted: false,
      isBlocked: false,
    });
    expect(await everyList(muted)).toEqual(mutedBefore);
    expect(await everyList(third)).toEqual(thirdBefore);
  });

  it("lists the mute, newest first, and undoes it with unmute", async () => {
    const list = await get(muter, "/api/users/me/mutes");
    expect(list).toEqual({
      items: [
        {
          member: { id: muted.id, username: muted.username, profileImageUrl: null },
          hiddenQuip: null,
          createdAt: NOW.toISOString(),
        },
      ],
      hasMore: false,
      nextOffset: null,
    });
    expect(await get(muted, "/api/users/me/mutes")).toEqual({
      items: [],
      hasMore: false,
      nextOffset: null,
    });
    // Muting again changes nothing.
    expect((await as(t, muter).post(`/api/users/${muted.id}/mute`)).json()).toEqual({
      isMuted: true,
    });
    expect((await get(muter, "/api/users/me/mutes")).items).toHaveLength(1);

    const unmuted = await as(t, muter).post(`/api/users/${muted.id}/unmute`);
    expect(unmuted.json()).toEqual({ isMuted: false });
    expect(await everyList(muter)).toEqual(before);
    expect((await get(muter, "/api/users/me/mutes")).items).toEqual([]);
    expect(await get(muter, `/api/users/${muted.id}`)).toMatchObject({ isMuted: false });
  });

  it("pages the list", async () => {
    const many = await Promise.all([registerMember(t), registerMember(t), registerMember(t)]);
    for (const [i, m] of many.entries()) {
      t.clock.set(new Date(NOW.getTime() + i * 1000));
      await as(t, third).post(`/api/users/${m.id}/mute`);
    }
    t.clock.set(NOW);
    const first = await get(third, "/api/users/me/mutes?limit=2");
    expect(first.items.map((e: { member: { id: string } }) => e.member.id)).toEqual([
      many[2]?.id,
      many[1]?.id,
    ]);
    expect(first).toMatchObject({ hasMore: true, nextOffset: 2 });
    const second = await get(third, "/api/users/me/mutes?limit=2&offset=2");
    expect(second).toMatchObject({ hasMore: false, nextOffset: null });
    expect(second.items[0].member.id).toBe(many[0]?.id);
    for (const m of many) await as(t, third).post(`/api/users/${m.id}/unmute`);
  });

  it("refuses oneself, and a member who does not exist", async () => {
    const self = await as(t, muter).post(`/api/users/${muter.id}/mute`);
    expect(self.statusCode).toBe(400);
    expect(self.body).toBe(SAFETY_MSG.cannotMuteSelf);
    const nobody = await as(t, muter).post("/api/users/00000000-0000-4000-8000-000000000000/mute");
    expect(nobody.statusCode).toBe(404);
    expect(nobody.body).toBe(USER_MSG.notFound);
    expect((await as(t, muter).post("/api/users/not-an-id/mute")).statusCode).toBe(400);
    expect((await as(t, undefined).post(`/api/users/${muted.id}/mute`)).statusCode).toBe(401);
  });
});
