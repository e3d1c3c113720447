import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankFeeds } from "#server/services/feed/feed-ranks.service.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

const HOUR = 3_600_000;
const NOW = new Date("2025-09-17T16:00:00Z");

let t: TestApp;
let blocker: Member;
let blocked: Member;
let third: Member;
let revealedId: string;
let anonymousId: string;
let blockedsRevealedId: string;
let thirdsId: string;

const get = async (m: Member | undefined, url: string) => {
  const response = await as(t, m).get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);
const profile = (viewer: Member, m: Member) => get(viewer, `/api/users/${m.id}`);
const activityOf = async (m: Member) =>
  (await get(m, `/api/users/${m.id}/activity`)).items as Array<{
    type: string;
    actorId: string | null;
  }>;
const unreadOf = async (m: Member) => (await get(m, "/api/notifications/unread-count")).count;

beforeAll(async () => {
  t = await createTestApp();
  [blocker, blocked, third] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  t.clock.set(new Date(NOW.getTime() - 60 * HOUR));
  revealedId = (await postQuip(t, blocker, "the blocker's revealed joke")).id;
  blockedsRevealedId = (await postQuip(t, blocked, "the blocked member's revealed joke")).id;
  thirdsId = (await postQuip(t, third, "a third party's joke")).id;
  t.clock.set(NOW);
  anonymousId = (await postQuip(t, blocker, "the blocker's anonymous joke")).id;
  await rankFeeds(t.ctx);
  await as(t, blocked).post(`/api/users/${blocker.id}/follow`);
  await as(t, blocker).post(`/api/users/${blocked.id}/follow`);
  await as(t, third).post(`/api/users/${blocker.id}/follow`);
});
afterAll(async () => {
  await t?.close();
});

describe("blocking a member", () => {
  it("ends the follows both ways, with their counts and notices, in one go", async () => {
    expect(await profile(third, blocker)).toMatchObject({ followersCount: 2, followingCount: 1 });
    expect(await profile(third, blocked)).toMatchObject({ followersCount: 1, followingCount: 1 });
    expect((await activityOf(blocker)).map((a) => a.actorId)).toContain(blocked.id);

    const answer = await as(t, blocker).post(`/api/users/${blocked.id}/block`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ isBlocked: true });

    expect(await profile(third, blocker)).toMatchObject({ followersCount: 1, followingCount: 0 });
    expect(await profile(third, blocked)).toMatchObject({ followersCount: 0, followingCount: 0 });
    expect(await profile(blocker, blocked)).toMatchObject({
      isBlocked: true,
      isMuted: false,
      isFollowing: false,
      followsViewer: false,
    });
    expect(ids(await get(third, `/api/users/${blocker.id}/followers`))).toEqual([third.id]);
    // "started following you" went with each follow.
    expect(await activityOf(blocker)).toEqual([
      expect.objectContaining({ type: "follow", actorId: third.id }),
    ]);
    expect(await activityOf(blocked)).toEqual([]);
    // Blocking again changes nothing.
    expect((await as(t, blocker).post(`/api/users/${blocked.id}/block`)).json()).toEqual({
      isBlocked: true,
    });
    expect(await profile(third, blocker)).toMatchObject({ followersCount: 1 });
  });

  it("tells the blocked member nothing", async () => {
    expect(await profile(blocked, blocker)).toMatchObject({ isBlocked: false, isMuted: false });
    expect(await get(blocked, "/api/users/me/blocks")).toEqual({
      items: [],
      hasMore: false,
      nextOffset: null,
    });
    // The blocker's quips are still there for them to read.
    expect(ids(await get(blocked, "/api/quips?filter=new"))).toContain(revealedId);
  });

  it("refuses their follow, like and comment on revealed quips, neutrally", async () => {
    const refusals = [
      [await as(t, blocked).post(`/api/users/${blocker.id}/follow`), SAFETY_MSG.followRefused],
      [await as(t, blocked).post(`/api/quips/${revealedId}/like`), SAFETY_MSG.likeRefused],
      [
        await as(t, blocked).post(`/api/quips/${revealedId}/comments`, { content: "hey" }),
        SAFETY_MSG.commentRefused,
      ],
    ] as const;
    for (const [response, message] of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe(message);
      expect(response.body.toLowerCase()).not.toContain("block");
    }
    // A reply on the blocker's revealed quip is a comment on it too.
    const thirds = await as(t, third).post(`/api/quips/${revealedId}/comments`, { content: "ha" });
    const reply = await as(t, blocked).post(`/api/quips/${revealedId}/comments`, {
      content: "no",
      parentCommentId: thirds.json().id,
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.body).toBe(SAFETY_MSG.commentRefused);
    // Unfollowing is never refused; nothing was written by the refusals.
    expect((await as(t, blocked).post(`/api/users/${blocker.id}/unfollow`)).json()).toEqual({
      isFollowing: false,
      followersCount: 1,
    });
    expect((await get(third, `/api/quips/${revealedId}`)).likesCount).toBe(0);
    expect((await get(third, `/api/quips/${revealedId}`)).commentsCount).toBe(1);
    expect(await unreadOf(blocker)).toBe(2);
  });

  it("reminds the blocker to unblock before following", async () => {
    const response = await as(t, blocker).post(`/api/users/${blocked.id}/follow`);
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(SAFETY_MSG.unblockToFollow);
  });

  it("takes their like and comment on an anonymous quip as anyone's, and never shows them to the blocker", async () => {
    const unreadBefore = await unreadOf(blocker);
    const liked = await as(t, blocked).post(`/api/quips/${anonymousId}/like`);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ isLiked: true, likesCount: 1, likesHidden: false });
    const commented = await as(t, blocked).post(`/api/quips/${anonymousId}/comments`, {
      content: `nice one @${blocker.username}`,
    });
    expect(commented.statusCode).toBe(201);

    // Counts are everyone's numbers: the like counts for the blocker too.
    expect((await get(blocker, `/api/quips/${anonymousId}`)).likesCount).toBe(1);
    expect((await get(third, `/api/quips/${anonymousId}`)).likesCount).toBe(1);
    // An anonymous quip's likers are named to nobody until the reveal (decision 0138).
    expect(await get(blocker, `/api/quips/${anonymousId}/likes`)).toEqual([]);
    expect(await get(third, `/api/quips/${anonymousId}/likes`)).toEqual([]);
    expect((await get(blocker, `/api/quips/${anonymousId}/comments`)).comments).toEqual([]);
    expect((await get(third, `/api/quips/${anonymousId}/comments`)).comments).toHaveLength(1);
    expect((await activityOf(blocker)).map((a) => a.actorId)).not.toContain(blocked.id);
    expect(await unreadOf(blocker)).toBe(unreadBefore);
  });

  it("hides the blocked member as a mute does, their anonymous quips aside", async () => {
    const blockedsAnonymous = (await postQuip(t, blocked, "the blocked member's new joke")).id;
    const feed = ids(await get(blocker, "/api/quips?filter=new"));
    expect(feed).toContain(blockedsAnonymous);
    expect(feed).not.toContain(blockedsRevealedId);
    expect(feed).toContain(thirdsId);
    const mention = await as(t, blocked).post(`/api/quips/${thirdsId}/comments`, {
      content: `@${blocker.username} look`,
    });
    expect(mention.statusCode).toBe(201);
    expect((await activityOf(blocker)).map((a) => a.type)).not.toContain("mention");
    const comments = await get(blocker, `/api/quips/${thirdsId}/comments`);
    expect(comments.comments).toEqual([]);
    expect((await get(third, `/api/quips/${thirdsId}/comments`)).comments).toHaveLength(1);
    const search = await get(blocker, `/api/search/users?q=${blocked.username}`);
    expect(ids(search)).not.toContain(blocked.id);
  });

  it("lets the blocked member take back a like on a quip since revealed, but not give it again", async () => {
    t.clock.set(new Date(NOW.getTime() + 48 * HOUR));
    const unliked = await as(t, blocked).post(`/api/quips/${anonymousId}/like`);
    expect(unliked.json()).toEqual({ isLiked: false, likesCount: 0, likesHidden: false });
    const again = await as(t, blocked).post(`/api/quips/${anonymousId}/like`);
    expect(again.statusCode).toBe(403);
    expect(again.body).toBe(SAFETY_MSG.likeRefused);
    t.clock.set(NOW);
  });

  it("lists blocks, and unblocking lets them follow again without restoring old follows", async () => {
    expect(await get(blocker, "/api/users/me/blocks")).toEqual({
      items: [
        {
          member: { id: blocked.id, username: blocked.username, profileImageUrl: null },
          createdAt: NOW.toISOString(),
        },
      ],
      hasMore: false,
      nextOffset: null,
    });
    const answer = await as(t, blocker).post(`/api/users/${blocked.id}/unblock`);
    expect(answer.json()).toEqual({ isBlocked: false });
    expect((await get(blocker, "/api/users/me/blocks")).items).toEqual([]);
    expect(await profile(blocker, blocked)).toMatchObject({ isBlocked: false, isFollowing: false });
    const follow = await as(t, blocked).post(`/api/users/${blocker.id}/follow`);
    expect(follow.json()).toEqual({ isFollowing: true, followersCount: 2 });
    expect((await as(t, blocked).post(`/api/quips/${revealedId}/like`)).statusCode).toBe(200);
    expect(ids(await get(blocker, "/api/quips?filter=new"))).toContain(blockedsRevealedId);
  });

  it("refuses oneself, and a member who does not exist", async () => {
    const self = await as(t, blocker).post(`/api/users/${blocker.id}/block`);
    expect(self.statusCode).toBe(400);
    expect(self.body).toBe(SAFETY_MSG.cannotBlockSelf);
    const nobody = await as(t, blocker).post(
      "/api/users/00000000-0000-4000-8000-000000000000/block",
    );
    expect(nobody.statusCode).toBe(404);
    expect(nobody.body).toBe(USER_MSG.notFound);
  });
});
