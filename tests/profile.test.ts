import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { follows, users } from "#server/db/schema/index.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([registerMember(t), registerMember(t)]);
  t.clock.set("2025-09-10T12:00:00Z");
  const old = await postQuip(t, alice, "an old revealed joke");
  await as(t, bob).post(`/api/quips/${old.id}/like`);
  t.clock.set("2025-09-16T12:00:00Z");
  const fresh = await postQuip(t, alice, "a fresh anonymous joke");
  await as(t, bob).post(`/api/quips/${fresh.id}/like`);
  await t.ctx.db.insert(follows).values({ followerId: bob.id, followingId: alice.id });
  await t.ctx.db
    .update(users)
    .set({ followersCount: sql`${users.followersCount} + 1` })
    .where(eq(users.id, alice.id));
});
afterAll(async () => {
  await t?.close();
});

describe("a profile", () => {
  it("counts only revealed quips and their likes for others", async () => {
    for (const viewer of [bob, undefined]) {
      const profile = (await as(t, viewer).get(`/api/users/${alice.id}`)).json();
      expect(profile).toMatchObject({ username: alice.username, quipsCount: 1, totalLikes: 1 });
      expect(JSON.stringify(profile)).not.toContain(alice.email);
    }
  });

  it("counts everything for its owner", async () => {
    const own = (await as(t, alice).get(`/api/users/${alice.id}`)).json();
    expect(own).toMatchObject({
      quipsCount: 2,
      totalLikes: 2,
      followersCount: 1,
      followerLikesPercentage: 100,
    });
  });

  it("tells the viewer who follows whom", async () => {
    expect((await as(t, bob).get(`/api/users/${alice.id}`)).json()).toMatchObject({
      isFollowing: true,
      followsViewer: false,
    });
    expect((await as(t, alice).get(`/api/users/${bob.id}`)).json()).toMatchObject({
      isFollowing: false,
      followsViewer: true,
    });
  });

  it("answers 404 with the product's words for a missing member", async () => {
    const response = await as(t, bob).get("/api/users/00000000-0000-4000-8000-000000000000");
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe("User not found.");
  });
});
