import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema/index.ts";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { as, createTopic, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let alice: Member;
let bob: Member;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T15:00:00Z"); // Tuesday 11:00 in New York
  alice = await registerMember(t);
  bob = await registerMember(t);
  admin = await registerMember(t);
  await setAdmin(t.ctx, admin.id, true);
  await createTopic(t, "2025-09-16", "Morning coffee");
});
afterAll(async () => {
  await t?.close();
});

const onTopic = (member: Member, content: string) =>
  postQuip(t, member, content, { topicOfTheDay: true, topicText: "Morning coffee" });
const remainingToday = async (member: Member) =>
  (await as(t, member).get("/api/user-topic-quip-counts")).json().today.remaining;

describe("a deleted topic quip", () => {
  it("gives its place back within the 15 minutes its author may reword it", async () => {
    const first = await onTopic(alice, "coffee one");
    await onTopic(alice, "coffee two");
    const third = await onTopic(alice, "coffee three");
    expect(await remainingToday(alice)).toBe(0);

    t.clock.advance(LIMITS.editWindowMs);
    expect((await as(t, alice).delete(`/api/quips/${first.id}`)).statusCode).toBe(204);
    expect(await remainingToday(alice)).toBe(1);
    await onTopic(alice, "coffee four");
    expect(await remainingToday(alice)).toBe(0);

    t.clock.advance(1000);
    expect((await as(t, alice).delete(`/api/quips/${third.id}`)).statusCode).toBe(204);
    expect(await remainingToday(alice)).toBe(0);
  });

  it("counts the quip's age, whoever deletes it", async () => {
    const dan = await registerMember(t);
    const quip = await onTopic(dan, "dan's coffee");
    const late = await onTopic(dan, "dan's other coffee");
    expect((await as(t, admin).delete(`/api/admin/quips/${quip.id}`)).statusCode).toBe(204);
    expect(await remainingToday(dan)).toBe(2);
    t.clock.advance(LIMITS.editWindowMs + 1000);
    expect((await as(t, admin).delete(`/api/admin/quips/${late.id}`)).statusCode).toBe(204);
    expect(await remainingToday(dan)).toBe(2);
  });

  it("moves nobody else's places, and others can read no one's", async () => {
    expect(await remainingToday(bob)).toBe(3);
    const quip = await onTopic(bob, "bob's coffee");
    const before = await remainingToday(alice);
    expect((await as(t, bob).delete(`/api/quips/${quip.id}`)).statusCode).toBe(204);
    expect(await remainingToday(bob)).toBe(3);
    expect(await remainingToday(alice)).toBe(before);
    // The counts answer only ever describes the caller: there is no way to ask about another.
    const asked = await as(t, alice).get(`/api/user-topic-quip-counts?userId=${bob.id}`);
    expect(asked.json().today.remaining).toBe(before);
  });
});

describe("an edited quip", () => {
  it("says whether it was edited, never when", async () => {
    const quip = await postQuip(t, alice, "first wording");
    const fresh = (await as(t, bob).get(`/api/quips/${quip.id}`)).json();
    expect(fresh.isEdited).toBe(false);

    t.clock.advance(5 * 60 * 1000);
    const edited = await as(t, alice).patch(`/api/quips/${quip.id}`, { content: "better" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().isEdited).toBe(true);
    for (const viewer of [bob, undefined]) {
      const seen = (await as(t, viewer).get(`/api/quips/${quip.id}`)).json();
      expect(seen).toMatchObject({ isEdited: true, isAnonymous: true, author: null });
      expect(Object.keys(seen)).not.toContain("updatedAt");
      expect(JSON.stringify(seen)).not.toContain(alice.username);
    }
    const feed = (await as(t, bob).get("/api/quips?filter=new")).json();
    expect(feed.find((q: { id: string }) => q.id === quip.id)?.isEdited).toBe(true);
  });

  it("is not marked edited by likes or comments", async () => {
    const quip = await postQuip(t, alice, "liked, not edited");
    await as(t, bob).post(`/api/quips/${quip.id}/like`);
    await as(t, bob).post(`/api/quips/${quip.id}/comments`, { content: "ha" });
    expect((await as(t, bob).get(`/api/quips/${quip.id}`)).json().isEdited).toBe(false);
  });
});

describe("the admin user list", () => {
  it("carries each member's photo", async () => {
    await t.ctx.db
      .update(users)
      .set({ profileImageUrl: "/objects/profile-images/alice.webp" })
      .where(eq(users.id, alice.id));
    const answer = await as(t, admin).get("/api/admin/all-users?limit=50");
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json();
    const row = page.users.find((u: { id: string }) => u.id === alice.id);
    expect(row.profileImageUrl).toBe("/objects/profile-images/alice.webp");
    const other = page.users.find((u: { id: string }) => u.id === bob.id);
    expect(other.profileImageUrl).toBeNull();
  });
});
