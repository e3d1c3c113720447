import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema/index.ts";
import { sidOf } from "#server/services/auth/sessions.service.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { listening, openStream } from "./support/live-stream";
import { existingMember, type Member, sessionCookie } from "./support/members";
import { createTestApp, type TestApp } from "./support/test-app";
import { scaled } from "./support/time-budget";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2025-09-16T14:00:00Z");
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

interface Listed {
  id: string;
  current: boolean;
  device: string;
  signedInAt: string;
  lastSeenAt: string;
}

const me = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
const list = async (cookie: string): Promise<Listed[]> => {
  const answer = await t.app.inject({
    method: "GET",
    url: "/api/auth/sessions",
    headers: { cookie },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
const endOne = (cookie: string, id: string) =>
  t.app.inject({ method: "DELETE", url: `/api/auth/sessions/${id}`, headers: { cookie } });
const endOthers = (cookie: string) =>
  t.app.inject({ method: "DELETE", url: "/api/auth/sessions", headers: { cookie } });

/** Signs the member in from another browser; the session is read once, so this process holds it. */
async function signInFrom(member: Member, userAgent: string): Promise<string> {
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { "user-agent": userAgent },
    payload: { username: member.username, password: member.password },
  });
  const cookie = sessionCookie(answer);
  expect((await me(cookie)).statusCode).toBe(200);
  return cookie;
}

const tokenOf = (cookie: string) => cookie.slice("quip_session=".length);

describe("the list of sessions", () => {
  it("names each session's device and times, marks this one, and hands out no cookie secret", async () => {
    const member = await existingMember(t);
    const laptop = await signInFrom(member, MAC_CHROME);
    t.clock.advance(10 * MINUTE);
    const phone = await signInFrom(member, IPHONE_SAFARI);

    const fromLaptop = await list(laptop);
    expect(fromLaptop.map((s) => [s.device, s.current])).toEqual([
      ["Chrome on macOS", true],
      ["Safari on iOS", false],
      [ACCOUNT_MSG.unknownDevice, false],
    ]);
    const [, iphone] = fromLaptop;
    expect(iphone?.signedInAt).toBe(t.clock.now().toISOString());
    expect(iphone?.lastSeenAt).toBe(t.clock.now().toISOString());
    expect(fromLaptop[0]?.signedInAt).toBe(
      new Date(t.clock.now().getTime() - 10 * MINUTE).toISOString(),
    );
    expect((await list(phone)).map((s) => [s.device, s.current])[0]).toEqual([
      "Safari on iOS",
      true,
    ]);

    const body = JSON.stringify(fromLaptop);
    for (const cookie of [member.cookie, laptop, phone]) {
      expect(body).not.toContain(tokenOf(cookie));
      expect(body).not.toContain(sidOf(t.ctx, tokenOf(cookie)));
    }
    for (const session of fromLaptop) expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows only the member's own sessions", async () => {
    const member = await existingMember(t);
    const other = await existingMember(t);
    await signInFrom(other, MAC_CHROME);
    expect(await list(member.cookie)).toHaveLength(1);
  });

  it("moves 'last active' at most every five minutes, never on every request", async () => {
    const member = await existingMember(t);
    const sid = sidOf(t.ctx, tokenOf(member.cookie));
    const stored = async () => {
      const [row] = await t.ctx.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.sid, sid));
      return row?.lastSeenAt.getTime();
    };
    const signedIn = t.clock.now().getTime();
    t.clock.advance(4 * MINUTE);
    for (let i = 0; i < 5; i++) expect((await me(member.cookie)).statusCode).toBe(200);
    expect(await stored()).toBe(signedIn);
    t.clock.advance(MINUTE);
    expect((await me(member.cookie)).statusCode).toBe(200);
    const moved = t.clock.now().getTime();
    expect(await stored()).toBe(moved);
    t.clock.advance(MINUTE);
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect(await stored()).toBe(moved);
    expect((await list(member.cookie))[0]?.lastSeenAt).toBe(new Date(moved).toISOString());
  });
});

describe("ending sessions", () => {
  it("ends another session at once, with its live stream, and leaves this one", async () => {
    const member = await existingMember(t);
    const phone = await signInFrom(member, IPHONE_SAFARI);
    const stream = await openStream(await listening(t), { cookie: phone });
    const target = (await list(member.cookie)).find((s) => !s.current);
    expect(target?.device).toBe("Safari on iOS");

    const ended = await endOne(member.cookie, target?.id ?? "");
    expect(ended.statusCode).toBe(204);
    expect(ended.cookies.find((c) => c.name === "quip_session")).toBeUndefined();
    expect((await me(phone)).statusCode).toBe(401);
    const write = await t.app.inject({
      method: "POST",
      url: "/api/quips",
      headers: { cookie: phone },
      payload: { content: "still signed in?" },
    });
    expect(write.statusCode).toBe(401);
    await stream.ended;
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect((await list(member.cookie)).map((s) => s.current)).toEqual([true]);

    const again = await endOne(member.cookie, target?.id ?? "");
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(ACCOUNT_MSG.sessionNotFound);
  });

  it("answers another member's session as not found, and leaves it alone", async () => {
    const member = await existingMember(t);
    const other = await existingMember(t);
    const [theirs] = await list(other.cookie);
    const refused = await endOne(member.cookie, theirs?.id ?? "");
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(ACCOUNT_MSG.sessionNotFound);
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect((await endOne(member.cookie, "not-an-id")).statusCode).toBe(400);
  });

  it("signs out when the session ended is this one", async () => {
    const member = await existingMember(t);
    const [own] = await list(member.cookie);
    const ended = await endOne(member.cookie, own?.id ?? "");
    expect(ended.statusCode).toBe(204);
    const cleared = ended.cookies.find((c) => c.name === "quip_session");
    expect(cleared?.value).toBe("");
    expect((await me(member.cookie)).statusCode).toBe(401);
  });

  it("ends every other session at once, and says how many", async () => {
    const member = await existingMember(t);
    const others = [await signInFrom(member, MAC_CHROME), await signInFrom(member, IPHONE_SAFARI)];
    const bystander = await existingMember(t);
    const ended = await endOthers(member.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    for (const cookie of others) expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect((await me(bystander.cookie)).statusCode).toBe(200);
    expect((await endOthers(member.cookie)).json()).toEqual({ ended: 0 });
  });

  it("is forgotten at once when another process ends it and the live bus says so", async () => {
    const member = await existingMember(t);
    const phone = await signInFrom(member, IPHONE_SAFARI);
    const sid = sidOf(t.ctx, tokenOf(phone));
    // Another process deletes the row: this one still trusts what it read moments ago...
    await t.ctx.db.delete(sessions).where(eq(sessions.sid, sid));
    expect((await me(phone)).statusCode).toBe(200);
    // ...until the other process's news arrives, well within the cache's five seconds.
    t.ctx.live.sessionEnded(sid);
    await expect
      .poll(async () => (await me(phone)).statusCode, { timeout: scaled(2000) })
      .toBe(401);
    expect((await me(member.cookie)).statusCode).toBe(200);
  });
});
