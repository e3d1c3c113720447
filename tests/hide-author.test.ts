import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankFeeds } from "#server/services/feed/feed-ranks.service.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

const HOUR = 3_600_000;
const NOW = new Date("2025-09-17T16:00:00Z");
const HIDDEN =
  "the hidden joke, about a penguin in a lift that talks a little too much to everyone";

let t: TestApp;
let author: Member;
let hider: Member;
let revealedId: string;
let hiddenId: string;
let laterId: string;

const get = async (m: Member, url: string) => {
  const response = await as(t, m).get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);
const newFeed = async (m: Member) => ids(await get(m, "/api/quips?filter=new"));
const at = async (ms: number) => {
  t.clock.set(new Date(ms));
  await rankFeeds(t.ctx);
};

beforeAll(async () => {
  t = await createTestApp();
  [author, hider] = await Promise.all([registerMember(t), registerMember(t)]);
  t.clock.set(new Date(NOW.getTime() - 60 * HOUR));
  revealedId = (await postQuip(t, author, "an old revealed joke")).id;
  t.clock.set(NOW);
  hiddenId = (await postQuip(t, author, HIDDEN)).id;
  t.clock.set(new Date(NOW.getTime() + HOUR));
  laterId = (await postQuip(t, author, "a later anonymous joke")).id;
  await rankFeeds(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

describe("hide this quip and its author", () => {
  it("hides the quip at once and changes nothing else before the reveal", async () => {
    const before = await newFeed(hider);
    expect(before).toEqual([laterId, hiddenId, revealedId]);
    const profile = await get(hider, `/api/users/${author.id}`);
    const answer = await as(t, hider).post(`/api/quips/${hiddenId}/hide-author`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ isHidden: true });

    expect(await newFeed(hider)).toEqual([laterId, revealedId]);
    expect(ids(await get(hider, "/api/quips?filter=top48"))).toEqual([laterId]);
    for (const path of ["", "/comments", "/likes"]) {
      const response = await as(t, hider).get(`/api/quips/${hiddenId}${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toBe(QUIP_MSG.notFound);
    }
    expect(ids(await get(hider, "/api/search/quips?q=penguin"))).toEqual([]);
    // The author is muted by no one yet: their profile and their other quips are as they were.
    expect(await get(hider, `/api/users/${author.id}`)).toEqual(profile);
    expect(ids(await get(hider, `/api/quips?filter=all&authorId=${author.id}`))).toEqual([
      revealedId,
    ]);
    // Everyone else still sees it.
    expect(await newFeed(author)).toEqual(before);
  });

  it("lists the quip by its excerpt, never by its author, until the reveal", async () => {
    const response = await as(t, hider).get("/api/users/me/mutes");
    expect(response.json()).toEqual({
      items: [
        {
          member: null,
          hiddenQuip: {
            id: hiddenId,
            excerpt: "the hidden joke, about a penguin in a lift that talks a litt…",
          },
          createdAt: new Date(NOW.getTime() + HOUR).toISOString(),
        },
      ],
      hasMore: false,
      nextOffset: null,
    });
    expect(response.body).not.toContain(author.id);
    expect(response.body).not.toContain(author.username);
    expect(SAFETY_MSG.authorOf(response.json().items[0].hiddenQuip.excerpt)).toBe(
      "the author of “the hidden joke, about a penguin in a lift that talks a litt…”",
    );
  });

  it("mutes the author from the moment the quip is revealed, and then names them", async () => {
    await at(NOW.getTime() + 48 * HOUR - 1);
    expect(await newFeed(hider)).toEqual([laterId, revealedId]);
    expect((await get(hider, "/api/users/me/mutes")).items[0].member).toBeNull();

    await at(NOW.getTime() + 48 * HOUR);
    // Revealed: its author is muted. Their later quip is still anonymous, so it stays.
    expect(await newFeed(hider)).toEqual([laterId]);
    expect(await get(hider, `/api/users/${author.id}`)).toMatchObject({ isMuted: true });
    expect((await get(hider, "/api/users/me/mutes")).items).toEqual([
      {
        member: { id: author.id, username: author.username, profileImageUrl: null },
        hiddenQuip: null,
        createdAt: new Date(NOW.getTime() + HOUR).toISOString(),
      },
    ]);

    await at(NOW.getTime() + 49 * HOUR);
    expect(await newFeed(hider)).toEqual([]);
  });

  it("is undone after the reveal: the quip and its author show again", async () => {
    const undone = await as(t, hider).delete(`/api/quips/${hiddenId}/hide-author`);
    expect(undone.json()).toEqual({ isHidden: false });
    expect(await newFeed(hider)).toEqual([laterId, hiddenId, revealedId]);
    expect(await get(hider, `/api/users/${author.id}`)).toMatchObject({ isMuted: false });
    expect((await get(hider, "/api/users/me/mutes")).items).toEqual([]);
    await at(NOW.getTime() + HOUR);
  });

  it("is undone before the reveal: the quip shows again and nobody was ever muted", async () => {
    await as(t, hider).post(`/api/quips/${hiddenId}/hide-author`);
    await as(t, hider).delete(`/api/quips/${hiddenId}/hide-author`);
    expect(await newFeed(hider)).toEqual([laterId, hiddenId, revealedId]);
    await at(NOW.getTime() + 50 * HOUR);
    expect(await newFeed(hider)).toEqual([laterId, hiddenId, revealedId]);
    await at(NOW.getTime() + HOUR);
  });

  it("outlasts an unmute by name while the quip is anonymous, which ends only mutes in force", async () => {
    await as(t, hider).post(`/api/users/${author.id}/mute`);
    t.clock.set(new Date(NOW.getTime() + HOUR + 1000));
    await as(t, hider).post(`/api/quips/${hiddenId}/hide-author`);
    expect(
      (await get(hider, "/api/users/me/mutes")).items.map(
        (e: { member: { id: string } | null }) => e.member?.id ?? null,
      ),
    ).toEqual([null, author.id]);
    expect((await as(t, hider).post(`/api/users/${author.id}/unmute`)).json()).toEqual({
      isMuted: false,
    });
    expect((await get(hider, "/api/users/me/mutes")).items).toHaveLength(1);
    expect(await newFeed(hider)).toEqual([laterId, revealedId]);
    await at(NOW.getTime() + 48 * HOUR);
    expect(await newFeed(hider)).toEqual([laterId]);
    await as(t, hider).post(`/api/users/${author.id}/unmute`);
    expect(await newFeed(hider)).toEqual([laterId, hiddenId, revealedId]);
    expect((await get(hider, "/api/users/me/mutes")).items).toEqual([]);
    await at(NOW.getTime() + HOUR);
  });

  it("is forgotten when the quip is deleted before its reveal, so it never mutes its author", async () => {
    const doomed = (await postQuip(t, author, "a joke its author regrets")).id;
    await as(t, hider).post(`/api/quips/${doomed}/hide-author`);
    expect((await get(hider, "/api/users/me/mutes")).items).toHaveLength(1);
    expect((await as(t, author).delete(`/api/quips/${doomed}`)).statusCode).toBe(204);
    expect((await get(hider, "/api/users/me/mutes")).items).toEqual([]);
    await at(NOW.getTime() + 60 * HOUR);
    expect(await newFeed(hider)).toEqual([laterId, hiddenId, revealedId]);
    await at(NOW.getTime() + HOUR);
  });

  it("keeps the mute when the quip is deleted after its reveal", async () => {
    const gone = (await postQuip(t, author, "a joke deleted once revealed")).id;
    await as(t, hider).post(`/api/quips/${gone}/hide-author`);
    await at(NOW.getTime() + 50 * HOUR);
    expect((await as(t, author).delete(`/api/quips/${gone}`)).statusCode).toBe(204);
    expect(await newFeed(hider)).toEqual([]);
    expect((await get(hider, "/api/users/me/mutes")).items[0].member.id).toBe(author.id);
    await as(t, hider).post(`/api/users/${author.id}/unmute`);
    expect(await newFeed(hider)).toEqual([laterId, hiddenId, revealedId]);
    await at(NOW.getTime() + HOUR);
  });

  it("mutes the author at once when the quip hidden is already revealed", async () => {
    await as(t, hider).post(`/api/quips/${revealedId}/hide-author`);
    // Their anonymous quips stay, as with any mute.
    expect(await newFeed(hider)).toEqual([laterId, hiddenId]);
    expect(await get(hider, `/api/users/${author.id}`)).toMatchObject({ isMuted: true });
    expect((await get(hider, "/api/users/me/mutes")).items[0].member.id).toBe(author.id);
    await as(t, hider).delete(`/api/quips/${revealedId}/hide-author`);
    expect(await newFeed(hider)).toEqual([laterId, hiddenId, revealedId]);
  });

  it("refuses one's own quip and a quip that does not exist", async () => {
    const own = await as(t, author).post(`/api/quips/${hiddenId}/hide-author`);
    expect(own.statusCode).toBe(400);
    expect(own.body).toBe(SAFETY_MSG.cannotHideOwnQuip);
    for (const method of ["post", "delete"] as const) {
      const none = await as(t, hider)[method](
        "/api/quips/00000000-0000-4000-8000-000000000000/hide-author",
      );
      expect(none.statusCode, method).toBe(404);
      expect(none.body).toBe(QUIP_MSG.notFound);
    }
  });
});
