import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quips } from "#server/db/schema/index.ts";
import { createRateLimiter } from "#server/rate-limit/limiter.ts";
import { redisStore } from "#server/rate-limit/store.ts";
import { as } from "./support/factories";
import { existingMember, type Member, registerMember } from "./support/members";
import { REDIS_URL, requireRedis } from "./support/redis";
import { createTestApp, type TestApp } from "./support/test-app";
import { scaled } from "./support/time-budget";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1 });
  t.clock.set("2025-09-16T12:00:00Z");
});
afterAll(async () => {
  await t?.close();
});

const login = (username: string, remoteAddress = "203.0.113.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    payload: { username, password: "wrong password" },
  });

describe("abuse limits", () => {
  it("allow 10 sign-in attempts per address in 5 minutes, then 429 with Retry-After", async () => {
    for (let i = 0; i < 10; i++) expect((await login(`someone${i}`)).statusCode).toBe(401);
    const refused = await login("someone");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toMatch(/^Too many sign-in attempts\. Please try again in 5 minutes\.$/);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await login("someone")).statusCode).toBe(401);
  });

  it("allow 5 registrations per address in 30 minutes", async () => {
    const register = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: "192.0.2.7",
        payload: {
          username: `limited${i}`,
          email: `limited${i}@example.com`,
          password: "long enough pass",
        },
      });
    for (let i = 0; i < 5; i++) expect((await register(i)).statusCode).toBe(201);
    expect((await register(5)).statusCode).toBe(429);
  });

  it("allow 30 quips an hour per member, and never count a visitor's refused call", async () => {
    const member: Member = await registerMember(t);
    for (let i = 0; i < 30; i++)
      expect((await as(t, member).post("/api/quips", { content: `quip ${i}` })).statusCode).toBe(
        201,
      );
    const refused = await as(t, member).post("/api/quips", { content: "one more" });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["x-error-code"]).toBe("TOO_MANY_REQUESTS");
    expect((await as(t, undefined).post("/api/quips", { content: "visitor" })).statusCode).toBe(
      401,
    );
  });

  it("allow 120 guesses and withdrawals an hour per member", async () => {
    const [guesser, author] = await Promise.all([existingMember(t), existingMember(t)]);
    const quip = await as(t, author).post("/api/quips", { content: "whodunnit?" });
    const url = `/api/quips/${quip.json().id}/guesses`;
    for (let i = 0; i < 60; i++) {
      expect((await as(t, guesser).post(url, { username: author.username })).statusCode).toBe(200);
      expect((await as(t, guesser).delete(url)).statusCode).toBe(204);
    }
    const refused = await as(t, guesser).post(url, { username: author.username });
    expect([refused.statusCode, refused.body]).toEqual([
      429,
      "You're guessing very fast. Please try again in 60 minutes.",
    ]);
  });

  it("allow 60 searches a minute per address", async () => {
    const search = () =>
      t.app.inject({ method: "GET", url: "/api/search/users?q=abc", remoteAddress: "192.0.2.99" });
    for (let i = 0; i < 60; i++) expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(429);
  });
});

describe("sign-in limits that protect the account, not the text typed", () => {
  // A tenth of every limit: an account's ceiling of 10, for comparisons that need many.
  let tenth: TestApp;
  beforeAll(async () => {
    tenth = await createTestApp({ rateLimitScale: 0.1 });
  });
  afterAll(async () => {
    await tenth?.close();
  });
  const signIn = (username: string, password: string, remoteAddress: string, on = t) =>
    on.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress,
      payload: { username, password },
    });
  // Each guess from an address of its own, so the address's own limit never answers first.
  let addresses = 0;
  const freshAddress = () => {
    addresses += 1;
    return `100.64.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };
  /** Wrong passwords all at once, each from a new address, spread over the forms given. */
  async function guesses(forms: string[], count: number, on = t) {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        signIn(forms[i % forms.length] as string, "wrong password", freshAddress(), on),
      ),
    );
    const refused = answers.filter((a) => a.statusCode === 429);
    return {
      wrong: answers.filter((a) => a.statusCode === 401).length,
      refused: refused.length,
      bodies: [...new Set(refused.map((a) => a.body))],
    };
  }

  it("let the owner in from their own address while a stranger is refused at theirs", async () => {
    const owner = await existingMember(t);
    const stranger = freshAddress();
    for (let i = 0; i < 10; i++)
      expect((await signIn(owner.username, "wrong password", stranger)).statusCode).toBe(401);
    expect((await signIn(owner.username, owner.password, stranger)).statusCode).toBe(429);
    expect((await signIn(owner.username, owner.password, freshAddress())).statusCode).toBe(200);
  });

  it("count an account's wrong passwords together, by name, email or capitals, 100 an hour", {
    timeout: scaled(60_000),
  }, async () => {
    const owner = await existingMember(t);
    const home = freshAddress();
    expect((await signIn(owner.username, owner.password, home)).statusCode).toBe(200);
    // A right password gives back what it counted: these leave the allowance whole.
    for (let i = 0; i < 3; i++)
      expect((await signIn(owner.email, owner.password, freshAddress())).statusCode).toBe(200);
    const forms = [
      owner.username,
      owner.email,
      owner.username.toUpperCase(),
      ` ${owner.email.toUpperCase()} `,
    ];
    expect(await guesses(forms, 120)).toEqual({
      wrong: 100,
      refused: 20,
      bodies: ["Too many sign-in attempts for this account. Please try again in 60 minutes."],
    });
    // Past the ceiling a new address waits, even with the right password; the owner's own
    // address, where the account signed in before, does not.
    const elsewhere = await signIn(owner.username, owner.password, freshAddress());
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.headers["retry-after"]).toBe("3600");
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    t.clock.advance(60 * 60_000 + 1000);
    expect((await signIn(owner.username, owner.password, freshAddress())).statusCode).toBe(200);
  });

  it("limit a name no account has exactly as an account's, whatever its capitals", async () => {
    const member = await existingMember(tenth);
    const unknown = `nobody${Math.random().toString(36).slice(2, 10)}`;
    const known = await guesses([member.username, member.username.toUpperCase()], 14, tenth);
    expect(await guesses([unknown, unknown.toUpperCase()], 14, tenth)).toEqual(known);
    expect(known).toEqual({
      wrong: 10,
      refused: 4,
      bodies: ["Too many sign-in attempts for this account. Please try again in 60 minutes."],
    });
  });
});

describe("limits on costly or unbounded calls", () => {
  it("allow 10 password resets per address in 15 minutes, then 429 with Retry-After", async () => {
    const reset = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        remoteAddress: "192.0.2.31",
        payload: { token: "made-up-token", password: "long enough password" },
      });
    for (let i = 0; i < 10; i++) expect((await reset()).statusCode).toBe(400);
    const refused = await reset();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("900");
    expect(refused.body).toBe("Too many password reset attempts. Please try again in 15 minutes.");
  });

  it("allow 120 page views a minute per address", async () => {
    const view = (path: string, remoteAddress = "192.0.2.32") =>
      t.app.inject({ method: "POST", url: "/api/page-views", remoteAddress, payload: { path } });
    // Paths no page has are refused before counting: they cost nothing.
    expect((await view("/not-a-page")).statusCode).toBe(400);
    for (let i = 0; i < 120; i++) expect((await view("/topics")).statusCode).toBe(204);
    const refused = await view("/topics");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.body).toBe("Too many page views. Please try again in 1 minute.");
    expect((await view("/topics", "192.0.2.33")).statusCode).toBe(204);
  });

  it("allow 60 new drafts an hour per member", async () => {
    const member = await registerMember(t);
    for (let i = 0; i < 60; i++)
      expect((await as(t, member).post("/api/vault", { content: `draft ${i}` })).statusCode).toBe(
        201,
      );
    const refused = await as(t, member).post("/api/vault", { content: "one more" });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toBe("You're saving drafts very fast. Please try again in 60 minutes.");
    expect((await as(t, undefined).post("/api/vault", { content: "visitor" })).statusCode).toBe(
      401,
    );
  });

  it("allow 120 changes to mutes, blocks and muted words an hour per member", async () => {
    const member = await registerMember(t);
    const other = await registerMember(t);
    for (let i = 0; i < 60; i++) {
      expect((await as(t, member).post(`/api/users/${other.id}/mute`)).statusCode).toBe(200);
      expect((await as(t, member).post(`/api/users/${other.id}/unmute`)).statusCode).toBe(200);
    }
    const refused = await as(t, member).put("/api/users/me/muted-words", { words: ["late"] });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toBe(
      "You're changing mutes and blocks very fast. Please try again in 60 minutes.",
    );
    expect((await as(t, other).post(`/api/users/${member.id}/block`)).statusCode).toBe(200);
  });

  it("allow 60 share images drawn a minute per address; pictures already drawn stay free", async () => {
    const author = await registerMember(t);
    const rows = await t.ctx.db
      .insert(quips)
      .values(
        Array.from({ length: 61 }, (_, i) => ({
          content: `share me ${i}`,
          authorId: author.id,
          createdAt: t.clock.now(),
        })),
      )
      .returning({ id: quips.id });
    const image = (id: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/quips/${id}/share-image.png`,
        remoteAddress: "192.0.2.34",
      });
    const [first, ...others] = rows.map((row) => row.id);
    for (const id of [first, ...others.slice(0, 59)])
      expect((await image(id as string)).statusCode).toBe(200);
    const refused = await image(others[59] as string);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(/^Too many share images requested\. Please try again in/);
    expect(refused.headers["cache-control"]).toBeUndefined();
    for (let i = 0; i < 5; i++) expect((await image(first as string)).statusCode).toBe(200);
  });
});

describe("limits shared through Redis (needs Redis: REDIS_URL, or one on 127.0.0.1:6379)", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    await requireRedis();
    [a, b] = await Promise.all([
      createTestApp({ rateLimitScale: 1, redisUrl: REDIS_URL }),
      createTestApp({ rateLimitScale: 1, redisUrl: REDIS_URL }),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("count one address across two server processes", async () => {
    const account = `nobody${Math.random().toString(36).slice(2)}`;
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;
    const attempt = (app: TestApp) =>
      app.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: address,
        payload: { username: account, password: "x" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401 || s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("count wrong passwords for one name across processes, whatever its capitals", {
    timeout: scaled(60_000),
  }, async () => {
    const name = `nobody${Math.random().toString(36).slice(2)}`;
    const net = `172.${16 + Math.floor(Math.random() * 16)}.${Math.floor(Math.random() * 250)}`;
    const answers = await Promise.all(
      Array.from({ length: 110 }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: `${net}.${i + 1}`,
          payload: { username: i % 3 ? name : name.toUpperCase(), password: "wrong password" },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(100);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });

  it("take a counted hit back and remember a mark in Redis", async () => {
    const limiter = createRateLimiter(redisStore(REDIS_URL), 1);
    try {
      const key = `name:nobody${Math.random().toString(36).slice(2)}`;
      const count = () => limiter.count("signInFailuresPerAccount", key);
      for (let i = 0; i < 99; i++) await count();
      await (await count()).undo();
      await count();
      await expect(count()).rejects.toThrow(/^Too many sign-in attempts for this account\./);
      expect(await limiter.isMarked("signedInFrom", `${key}|10.0.0.1`)).toBe(false);
      await limiter.mark("signedInFrom", `${key}|10.0.0.1`);
      expect(await limiter.isMarked("signedInFrom", `${key}|10.0.0.1`)).toBe(true);
      expect(await limiter.isMarked("signedInFrom", `${key}|10.0.0.2`)).toBe(false);
    } finally {
      await limiter.close();
    }
  });
});
