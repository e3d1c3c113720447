import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, postQuip } from "./support/factories";
import { type Member, registerMember } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * What a member reads is theirs (decision 0132): no cache, a shared one or the browser's,
 * keeps an API answer given to them or a page carrying their first screen; every API answer
 * varies with the cookie; what a visitor reads is cached as before.
 */
const HOUR = 3_600_000;
const START = new Date("2025-09-17T16:00:00Z");

let t: TestApp;
let member: Member;
let author: Member;
let quipId: string;
let sharedHits = 0;

beforeAll(async () => {
  t = await createTestApp({ sharedCache: { seconds: 5 } });
  const cache = t.ctx.sharedCache;
  if (!cache) throw new Error("the test app has no shared cache");
  const read = cache.read.bind(cache);
  cache.read = async (key, now) => {
    const answer = await read(key, now);
    if (answer.hit) sharedHits += 1;
    return answer;
  };
  t.clock.set(new Date(START.getTime() - 72 * HOUR));
  [member, author] = await Promise.all([registerMember(t), registerMember(t)]);
  quipId = (await postQuip(t, author, "revealed by now")).id;
  t.clock.set(START);
  await postQuip(t, member, "the member's own, still anonymous");
  const other = await registerMember(t);
  await as(t, member).post(`/api/quips/${quipId}/like`);
  await as(t, member).post(`/api/quips/${quipId}/bookmark`);
  await as(t, member).post(`/api/users/${author.id}/follow`);
  await as(t, member).post(`/api/users/${other.id}/mute`);
  await as(t, member).post(`/api/users/${other.id}/block`);
  await as(t, member).put("/api/users/me/muted-words", { words: ["sugar"] });
  await as(t, member).post("/api/vault", { content: "a draft" });
});

afterAll(async () => {
  await t?.close();
});

/** The member's own: their account, sessions, activity, export, lists and safety lists. */
const own = () => [
  "/api/auth/user",
  "/api/auth/is-admin",
  "/api/auth/sessions",
  "/api/auth/totp",
  "/api/auth/passkeys",
  `/api/users/${member.id}/activity`,
  "/api/notifications/unread-count",
  "/api/users/me/export",
  `/api/quips?filter=all&authorId=${member.id}`,
  "/api/vault",
  `/api/users/${member.id}/bookmarks`,
  "/api/quips?filter=liked",
  "/api/quips?filter=following",
  "/api/quips?filter=post48Following",
  "/api/users/me/mutes",
  "/api/users/me/blocks",
  "/api/users/me/muted-words",
];

/** Read by everyone, but with the member's own fields (liked, bookmarked, following) in it. */
const sharedButTheirs = () => [
  "/api/quips?filter=new",
  "/api/quips?filter=topAllTime",
  `/api/quips/${quipId}`,
  `/api/quips/${quipId}/comments`,
  `/api/users/${author.id}`,
  `/api/users/${author.id}/followers`,
  "/api/search/quips?q=revealed",
  "/api/trending",
];

describe("an answer given to a signed-in member", () => {
  it("is kept by no cache, and varies with the cookie, on every route of their own", async () => {
    for (const url of [...own(), ...sharedButTheirs()]) {
      const response = await as(t, member).get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("private, no-store");
      expect(response.headers.vary, url).toMatch(/\bCookie\b/);
    }
  });

  it("is kept by no cache when it starts a session or refuses one that ended", async () => {
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: member.username, password: member.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers["cache-control"]).toBe("private, no-store");
    const ended = await t.app.inject({
      method: "GET",
      url: "/api/quips?filter=new",
      headers: { cookie: "quip_session=ended-long-ago" },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.headers["cache-control"]).toBe("private, no-store");
  });

  it("keeps a share image's public caching: it is drawn alike for everyone", async () => {
    const image = await as(t, member).get(`/api/quips/${quipId}/share-image.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    expect(image.headers.vary ?? "").not.toMatch(/cookie/i);
  });

  it("is a page kept by nobody when it carries the member's first screen", async () => {
    const page = await as(t, member).get(`/quip/${quipId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(member.username);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers.vary).toMatch(/\bCookie\b/);
  });
});

describe("an answer given to a visitor", () => {
  it("keeps its caching: a feed page from the shared cache, varying with the cookie", async () => {
    await t.ctx.sharedCache?.invalidate();
    const before = sharedHits;
    const first = await as(t, undefined).get("/api/quips?filter=topAllTime");
    const second = await as(t, undefined).get("/api/quips?filter=topAllTime");
    expect(sharedHits - before).toBe(1);
    expect(second.body).toBe(first.body);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBeUndefined();
      expect(response.headers.vary).toMatch(/\bCookie\b/);
    }
    const page = await as(t, undefined).get(`/quip/${quipId}`);
    expect(page.headers["cache-control"]).toBe("private, no-cache");
  });
});
