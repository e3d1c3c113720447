import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/services/admin/admins.service.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let author: Member;
let reader: Member;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  author = await registerMember(t);
  reader = await registerMember(t);
  admin = await registerMember(t);
  await setAdmin(t.ctx, admin.id, true);
});
afterAll(async () => {
  await t?.close();
});

/** The two answers a quip's page asked for before it asked for its thread. */
async function apart(who: Member | undefined, quipId: string) {
  const quip = await as(t, who).get(`/api/quips/${quipId}`);
  const comments = await as(t, who).get(`/api/quips/${quipId}/comments`);
  return { quip: quip.json(), comments: comments.json() };
}

describe("a quip's thread, what its page shows on opening", () => {
  it("is the quip and the first page of its comments, as their own routes answer each viewer", async () => {
    const quip = await postQuip(t, author, "a thread worth opening");
    await as(t, reader).post(`/api/quips/${quip.id}/like`);
    for (const n of [1, 2, 3]) {
      const comment = await as(t, reader).post(`/api/quips/${quip.id}/comments`, {
        content: `comment ${n}`,
      });
      expect(comment.statusCode).toBe(201);
      t.clock.advance(1000);
    }
    for (const who of [reader, author, admin, undefined]) {
      const thread = await as(t, who).get(`/api/quips/${quip.id}/thread`);
      expect(thread.statusCode).toBe(200);
      const { readAt, ...comments } = thread.json().comments;
      const expected = await apart(who, quip.id);
      const { readAt: _at, ...expectedComments } = expected.comments;
      expect(thread.json().quip).toEqual(expected.quip);
      expect(comments).toEqual(expectedComments);
      expect(Date.parse(readAt)).not.toBeNaN();
    }
  });

  it("names the anonymous author to administrators only", async () => {
    const quip = await postQuip(t, author, "who wrote this, anyway");
    for (const who of [reader, author, undefined]) {
      expect((await as(t, who).get(`/api/quips/${quip.id}/thread`)).json().quip.author).toBeNull();
    }
    const seen = (await as(t, admin).get(`/api/quips/${quip.id}/thread`)).json().quip;
    expect(seen.author.id).toBe(author.id);
  });

  it("of a quip nobody can find is the quip route's own 404, and of a malformed id a 400", async () => {
    const missing = await as(t, reader).get(
      "/api/quips/00000000-0000-4000-8000-000000000000/thread",
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(QUIP_MSG.notFound);
    expect((await as(t, reader).get("/api/quips/not-an-id/thread")).statusCode).toBe(400);
  });
});
