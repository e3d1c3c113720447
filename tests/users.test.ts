import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { USER_MSG } from "#shared/messages/users.ts";
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

const profile = async (viewer: Member | undefined, id: string) =>
  (await as(t, viewer).get(`/api/users/${id}`)).json();

describe("follows", () => {
  it("toggle, keep both counts, and show as mutual when both follow", async () => {
    const on = await as(t, alice).post(`/api/users/${bob.id}/follow`);
    expect(on.json()).toEqual({ isFollowing: true, followersCount: 1 });
    expect(await profile(alice, bob.id)).toMatchObject({
      followersCount: 1,
      isFollowing: true,
      followsViewer: false,
    });
    expect(await profile(alice, alice.id)).toMatchObject({ followingCount: 1 });
    await as(t, bob).post(`/api/users/${alice.id}/follow`);
    expect(await profile(alice, bob.id)).toMatchObject({ isFollowing: true, followsViewer: true });
    const off = await as(t, alice).post(`/api/users/${bob.id}/follow`);
    expect(off.json()).toEqual({ isFollowing: false, followersCount: 0 });
    expect(await profile(alice, alice.id)).toMatchObject({ followingCount: 0, followersCount: 1 });
  });

  it("unfollow only ever unfollows, and nobody follows themself", async () => {
    const carol = await registerMember(t);
    expect((await as(t, carol).post(`/api/users/${alice.id}/unfollow`)).json()).toMatchObject({
      isFollowing: false,
    });
    await as(t, carol).post(`/api/users/${alice.id}/follow`);
    expect((await as(t, carol).post(`/api/users/${alice.id}/unfollow`)).json()).toMatchObject({
      isFollowing: false,
    });
    const self = await as(t, carol).post(`/api/users/${carol.id}/follow`);
    expect(self.statusCode).toBe(400);
    expect(self.body).toBe(USER_MSG.cannotFollowSelf);
    expect((await as(t, undefined).post(`/api/users/${alice.id}/follow`)).statusCode).toBe(401);
    expect(
      (await as(t, carol).post("/api/users/00000000-0000-4000-8000-000000000000/follow"))
        .statusCode,
    ).toBe(404);
  });

  it("lists followers and following, with the viewer's own follow state", async () => {
    const dave = await registerMember(t);
    await as(t, dave).post(`/api/users/${alice.id}/follow`);
    const followers = (await as(t, bob).get(`/api/users/${alice.id}/followers`)).json();
    expect(followers.map((u: { username: string }) => u.username)).toContain(dave.username);
    const following = (await as(t, undefined).get(`/api/users/${dave.id}/following`)).json();
    expect(following).toEqual([expect.objectContaining({ id: alice.id, isFollowing: false })]);
  });
});

describe("badges and city distribution", () => {
  it("start at zero for every type", async () => {
    const badges = (await as(t, undefined).get(`/api/users/${alice.id}/badges`)).json();
    expect(badges).toEqual([
      { badgeType: "mayor", count: 0, competitionId: null },
      { badgeType: "deputy_mayor", count: 0, competitionId: null },
      { badgeType: "city_treasurer", count: 0, competitionId: null },
      { badgeType: "city_council", count: 0, competitionId: null },
      { badgeType: "sleuth", count: 0, competitionId: null },
      { badgeType: "ghost", count: 0, competitionId: null },
    ]);
    const city = (await as(t, undefined).get(`/api/users/${alice.id}/city-distribution`)).json();
    expect(city).toEqual({ total: 0, top20: 0, top40: 0, top60: 0, bottom40: 0, bottom5: 0 });
  });
});

describe("bookmarks", () => {
  it("are readable by their owner only", async () => {
    const quip = await postQuip(t, bob, "bookmark-worthy");
    await as(t, alice).post(`/api/quips/${quip.id}/bookmark`);
    const own = await as(t, alice).get(`/api/users/${alice.id}/bookmarks`);
    expect(own.json().map((q: { id: string }) => q.id)).toEqual([quip.id]);
    expect(own.json()[0].author).toBeNull();
    expect((await as(t, bob).get(`/api/users/${alice.id}/bookmarks`)).statusCode).toBe(403);
    expect((await as(t, undefined).get(`/api/users/${alice.id}/bookmarks`)).statusCode).toBe(401);
  });
});

describe("profile updates", () => {
  it("save the details within the schema's limits", async () => {
    const ok = await as(t, alice).patch("/api/users/profile", {
      firstName: "Alice",
      lastName: "Liddell",
      bio: "Falls down holes.",
      website: "wonderland.example",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: "Alice", website: "wonderland.example" });
    const cases: Array<[Record<string, string>, string]> = [
      [{ bio: "b".repeat(201) }, USER_MSG.bioTooLong],
      [{ firstName: "f".repeat(51) }, USER_MSG.nameTooLong],
      [{ website: "not a website" }, USER_MSG.websiteInvalid],
      [{ profileImageUrl: "javascript:alert(1)" }, USER_MSG.photo.notYours],
    ];
    for (const [body, message] of cases) {
      const response = await as(t, alice).patch("/api/users/profile", body);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(message);
    }
    expect((await as(t, undefined).patch("/api/users/profile", { bio: "x" })).statusCode).toBe(401);
  });

  it("change the username once every 30 days, with the product's messages", async () => {
    const m = await registerMember(t);
    const taken = await as(t, m).patch("/api/users/profile", {
      username: bob.username.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toBe("Username already exists");
    const bad = await as(t, m).patch("/api/users/profile", { username: "no_way" });
    expect(bad.body).toBe("Username can only contain letters and numbers");
    const first = await as(t, m).patch("/api/users/profile", { username: "Renamed1" });
    expect(first.json().username).toBe("Renamed1");
    t.clock.advance(10 * 86_400_000);
    const soon = await as(t, m).patch("/api/users/profile", { username: "Renamed2" });
    expect(soon.statusCode).toBe(400);
    expect(soon.body).toContain("username change");
    expect(soon.body).toContain("October 16, 2025");
    t.clock.advance(21 * 86_400_000);
    expect((await as(t, m).patch("/api/users/profile", { username: "Renamed2" })).statusCode).toBe(
      200,
    );
    t.clock.set("2025-09-16T12:00:00Z");
  });

  it("refuse a new username that imitates the bot, anonymity or staff", async () => {
    const m = await registerMember(t);
    for (const username of ["QuipB0t", "QuipBotAI", "Anonym0us", "AdminJoe", "quipb0t2"]) {
      const response = await as(t, m).patch("/api/users/profile", { username });
      expect(response.statusCode, username).toBe(400);
      expect(response.body).toBe(AUTH_MSG.usernameReserved);
    }
    const ordinary = await as(t, m).patch("/api/users/profile", { username: "Adrian2" });
    expect(ordinary.json().username).toBe("Adrian2");
  });
});
