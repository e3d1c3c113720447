import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T12:00:00Z");
  [alice, bob] = await Promise.all([registerMember(t), registerMember(t)]);
});
afterAll(async () => {
  await t?.close();
});

type Item = {
  type: string;
  actor: { id: string; username: string } | null;
  quip: { author: unknown } | null;
};
const activityOf = async (m: Member, query = "limit=50") =>
  (await as(t, m).get(`/api/users/${m.id}/activity?${query}`)).json() as {
    items: Item[];
    hasMore: boolean;
    nextOffset: number | null;
  };

describe("notifications", () => {
  it("tell a member about likes, comments, replies, follows and mentions, once each", async () => {
    const quip = await postQuip(t, alice, "a quip to react to");
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    await as(t, alice).post(`/api/quips/${quip.id}/like`);
    const comment = await as(t, alice).post(`/api/quips/${quip.id}/comments`, {
      content: "first!",
    });
    await as(t, bob).post(`/api/quips/${quip.id}/comments`, {
      content: "reply",
      parentCommentId: comment.json().id,
    });
    await as(t, bob).post(`/api/users/${alice.id}/follow`);
    await postQuip(t, bob, `shout-out to @${alice.username.toUpperCase()} and @nobodyatall`);
    const types = (await activityOf(alice)).items.map((i) => i.type).sort();
    expect(types).toEqual(["comment", "follow", "like", "mention", "self_like"]);
  });

  it("tell a member mentioned in a comment", async () => {
    const dave = await registerMember(t);
    const quip = await postQuip(t, alice, "comment mention target");
    await as(t, bob).post(`/api/quips/${quip.id}/comments`, { content: `@${dave.username} look!` });
    const items = (await activityOf(dave)).items;
    expect(items).toEqual([
      expect.objectContaining({ type: "mention", actor: expect.objectContaining({ id: bob.id }) }),
    ]);
  });

  it("never name the author of an anonymous quip", async () => {
    const carol = await registerMember(t);
    const quip = await postQuip(t, bob, `hey @${carol.username}, guess who`);
    const top = await as(t, carol).post(`/api/quips/${quip.id}/comments`, {
      content: "who is this?",
    });
    await as(t, bob).post(`/api/quips/${quip.id}/comments`, {
      content: "a secret",
      parentCommentId: top.json().id,
    });
    const items = (await activityOf(carol)).items;
    expect(items.map((i) => i.type).sort()).toEqual(["comment", "mention"]);
    expect(JSON.stringify(items)).not.toContain(bob.id);
    expect(JSON.stringify(items)).not.toContain(bob.username);
    t.clock.advance(48 * 3_600_000 + 1000);
    const later = (await activityOf(carol)).items;
    expect(later.every((i) => i.actor?.id === bob.id)).toBe(true);
    t.clock.set("2025-09-16T12:00:00Z");
  });

  it("withdraw a like's notice when it is taken back, and send one again when it is given again", async () => {
    const erin = await registerMember(t);
    const quip = await postQuip(t, erin, "a quip liked, unliked and liked again");
    const likesOf = async () =>
      (await activityOf(erin)).items.filter((i) => i.type === "like" || i.type === "self_like");
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    await as(t, erin).post(`/api/quips/${quip.id}/like`);
    expect((await likesOf()).map((i) => i.type).sort()).toEqual(["like", "self_like"]);
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    await as(t, erin).post(`/api/quips/${quip.id}/like`);
    expect(await likesOf()).toEqual([]);
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    expect(await likesOf()).toEqual([
      expect.objectContaining({ type: "like", actor: expect.objectContaining({ id: bob.id }) }),
    ]);
  });

  it("withdraw a follow's notice when the member unfollows, by toggle or by the unfollow call", async () => {
    const frank = await registerMember(t);
    const followsOf = async () =>
      (await activityOf(frank)).items.filter((i) => i.type === "follow");
    await as(t, bob).post(`/api/users/${frank.id}/follow`);
    expect(await followsOf()).toHaveLength(1);
    await as(t, bob).post(`/api/users/${frank.id}/follow`);
    expect(await followsOf()).toEqual([]);
    await as(t, bob).post(`/api/users/${frank.id}/follow`);
    expect(await followsOf()).toHaveLength(1);
    await as(t, bob).post(`/api/users/${frank.id}/unfollow`);
    expect(await followsOf()).toEqual([]);
  });

  it("keep other members' notices when one member unlikes", async () => {
    const gina = await registerMember(t);
    const quip = await postQuip(t, gina, "liked by two");
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    await as(t, alice).post(`/api/quips/${quip.id}/like`);
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    const items = (await activityOf(gina)).items;
    expect(items).toEqual([
      expect.objectContaining({ type: "like", actor: expect.objectContaining({ id: alice.id }) }),
    ]);
  });

  it("page with hasMore and nextOffset, and stay private", async () => {
    const page = await activityOf(alice, "limit=2&offset=0");
    expect(page.items).toHaveLength(2);
    expect(page).toMatchObject({ hasMore: true, nextOffset: 2 });
    const rest = (
      await as(t, alice).get(`/api/users/${alice.id}/activity?limit=50&offset=2`)
    ).json();
    expect(rest.hasMore).toBe(false);
    expect(rest.nextOffset).toBeNull();
    expect((await as(t, bob).get(`/api/users/${alice.id}/activity`)).statusCode).toBe(403);
    expect((await as(t, undefined).get(`/api/users/${alice.id}/activity`)).statusCode).toBe(401);
  });
});
