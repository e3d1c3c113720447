import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { StaffNote } from "#shared/schemas/moderation.ts";
import { as } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/** Staff notes on a member: moderators and administrators write them for each other (0152). */
let t: TestApp;
let admin: Member;
let moderator: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T15:00:00Z");
  [admin, moderator, member] = await Promise.all([
    registerMember(t),
    registerMember(t),
    registerMember(t),
  ]);
  await setAdmin(t.ctx, admin.id, true);
  expect(
    (await as(t, admin).post(`/api/admin/users/${moderator.id}/grant-moderator`)).statusCode,
  ).toBe(204);
});
afterAll(async () => {
  await t?.close();
});

const notesOf = (who: Member | undefined, memberId: string) =>
  as(t, who).get(`/api/moderation/users/${memberId}/notes`);
const write = (who: Member | undefined, memberId: string, content: unknown) =>
  as(t, who).post(`/api/moderation/users/${memberId}/notes`, { content });

describe("staff notes", () => {
  it("are written by moderators and administrators and read newest first", async () => {
    const first = await write(moderator, member.id, "  Warned in chat about spam links.  ");
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      content: "Warned in chat about spam links.",
      createdAt: "2025-09-16T15:00:00.000Z",
      author: { id: moderator.id, username: moderator.username },
    });
    t.clock.set("2025-09-16T16:00:00Z");
    expect((await write(admin, member.id, "Second account suspected.")).statusCode).toBe(201);
    for (const reader of [moderator, admin]) {
      const notes = (await notesOf(reader, member.id)).json() as StaffNote[];
      expect(notes.map((n) => [n.content, n.author.username])).toEqual([
        ["Second account suspected.", admin.username],
        ["Warned in chat about spam links.", moderator.username],
      ]);
    }
    expect((await notesOf(moderator, admin.id)).json()).toEqual([]);
  });

  it("refuses members, visitors, bad text, a missing member and one's own", async () => {
    expect((await notesOf(member, member.id)).statusCode).toBe(403);
    expect((await write(member, moderator.id, "hello")).statusCode).toBe(403);
    expect((await notesOf(undefined, member.id)).statusCode).toBe(401);
    expect((await write(undefined, member.id, "hello")).statusCode).toBe(401);
    const empty = await write(moderator, member.id, "   ");
    expect([empty.statusCode, empty.body]).toEqual([400, ADMIN_MSG.moderation.noteRequired]);
    const long = await write(moderator, member.id, "x".repeat(LIMITS.staffNoteMax + 1));
    expect([long.statusCode, long.body]).toEqual([400, ADMIN_MSG.moderation.noteTooLong]);
    expect((await write(moderator, member.id, 42)).statusCode).toBe(400);
    expect((await write(moderator, member.id, "x".repeat(LIMITS.staffNoteMax))).statusCode).toBe(
      201,
    );
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await notesOf(moderator, missing)).statusCode).toBe(404);
    const nowhere = await write(moderator, missing, "hello");
    expect([nowhere.statusCode, nowhere.body]).toEqual([404, ADMIN_MSG.userNotFound]);
    expect((await notesOf(moderator, "not-an-id")).statusCode).toBe(400);
    // A moderator reads and writes no notes about themself.
    const own = await notesOf(moderator, moderator.id);
    expect([own.statusCode, own.body]).toEqual([403, ADMIN_MSG.moderation.ownContent]);
    expect((await write(moderator, moderator.id, "I am great")).statusCode).toBe(403);
  });

  it("appear in no answer the member reads", async () => {
    for (const url of [
      `/api/users/${member.id}`,
      "/api/auth/user",
      `/api/users/${member.id}/activity`,
      "/api/users/me/export",
    ]) {
      expect((await as(t, member).get(url)).body).not.toContain("spam links");
    }
  });

  it("outlive their writer's account, by the name they had", async () => {
    const leaving = await registerMember(t);
    await as(t, admin).post(`/api/admin/users/${leaving.id}/grant-moderator`);
    await write(leaving, member.id, "Written before leaving.");
    expect((await as(t, admin).delete(`/api/admin/users/${leaving.id}`)).statusCode).toBe(204);
    const notes = (await notesOf(admin, member.id)).json() as StaffNote[];
    expect(notes.find((n) => n.content === "Written before leaving.")?.author).toEqual({
      id: null,
      username: leaving.username,
    });
  });
});
