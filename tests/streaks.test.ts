import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-15T14:00:00Z");
  [alice, bob] = await Promise.all([registerMember(t), registerMember(t)]);
});
afterAll(async () => {
  await t?.close();
});

const streaks = async () => {
  const p = (await as(t, alice).get(`/api/users/${alice.id}`)).json();
  return {
    post: [p.currentPostStreak, p.maxPostStreak],
    like: [p.currentLikeStreak, p.maxLikeStreak],
  };
};

describe("daily streaks", () => {
  it("count Eastern days in a row, and show 0 once a day is missed", async () => {
    const target = await postQuip(t, bob, "like target");
    await postQuip(t, alice, "day one");
    await postQuip(t, alice, "day one again");
    await as(t, alice).post(`/api/quips/${target.id}/like`);
    expect(await streaks()).toEqual({ post: [1, 1], like: [1, 1] });

    t.clock.set("2025-09-16T03:30:00Z"); // still the 15th in New York
    await postQuip(t, alice, "late on day one");
    expect((await streaks()).post).toEqual([1, 1]);

    t.clock.set("2025-09-16T14:00:00Z");
    await postQuip(t, alice, "day two");
    await as(t, alice).post(`/api/quips/${target.id}/like`);
    await as(t, alice).post(`/api/quips/${target.id}/like`);
    expect(await streaks()).toEqual({ post: [2, 2], like: [2, 2] });

    t.clock.set("2025-09-17T14:00:00Z");
    expect(await streaks()).toEqual({ post: [2, 2], like: [2, 2] });

    t.clock.set("2025-09-18T14:00:00Z");
    expect(await streaks()).toEqual({ post: [0, 2], like: [0, 2] });
    await postQuip(t, alice, "starting over");
    expect((await streaks()).post).toEqual([1, 2]);
  });
});
