import { createHmac } from "node:crypto";
import type pg from "pg";
import { BENCH_PASSWORD, BENCH_USERNAME_PREFIX } from "#server/seeds/bench/plan.ts";

const SESSION_COOKIE = "quip_session";
/** argon2 verification is deliberately slow; a few at once keep both cores busy without a queue. */
const PARALLEL_SIGN_INS = 4;

export interface MemberSession {
  userId: string;
  username: string;
  cookie: string;
  /** The session's key in the sessions table, as the server derives it from the cookie. */
  sid: string;
}

/** prefix1 … prefixN: the bench seed's first members by default. */
export function benchUsernames(count: number, prefix = BENCH_USERNAME_PREFIX): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
}

export interface Credentials {
  usernames: string[];
  password: string;
}

/**
 * The `count` members numbered after the last of `members`, under the same prefix and password:
 * bench65 … bench80 after bench1 … bench64, perfu65 … after perfu1 … perfu64.
 */
export function membersAfter(members: Credentials, count: number): Credentials {
  const last = members.usernames.at(-1) ?? "";
  const numbered = /^(.*\D)(\d+)$/.exec(last);
  if (!numbered) throw new Error(`"${last}" is not a prefix followed by a number`);
  const [, prefix = "", number = "0"] = numbered;
  return {
    usernames: benchUsernames(Number(number) + count, prefix).slice(Number(number)),
    password: members.password,
  };
}

/**
 * Refuses to go on when the dataset lacks a member the bench is about to sign in: a sign-in
 * that fails later would leave a phase's table empty instead of saying why.
 */
export async function assertMembersExist(db: pg.ClientBase, members: Credentials): Promise<void> {
  const found = await db.query<{ username: string }>(
    "select username from users where username = any($1::text[])",
    [members.usernames],
  );
  const present = new Set(found.rows.map((r) => r.username));
  const missing = members.usernames.filter((name) => !present.has(name));
  if (missing.length > 0) {
    const shown = missing.slice(0, 5).join(", ");
    throw new Error(
      `the dataset has no member ${shown}${missing.length > 5 ? ` (and ${missing.length - 5} more)` : ""} to sign in`,
    );
  }
}

/** The bench seed's first members, who all share its password. */
export function benchMembers(count: number): Credentials {
  return { usernames: benchUsernames(count), password: BENCH_PASSWORD };
}

/** Signs the members in through the API, as a browser would, and keeps each session cookie. */
export function signIn(
  origin: string,
  members: Credentials,
  sessionSecret: string,
): Promise<MemberSession[]> {
  return inBatches(members.usernames, (name) =>
    signInOne(origin, name, members.password, sessionSecret),
  );
}

/**
 * The cookies a sign-in sets, as one Cookie header per member: for any server that signs in
 * at POST /api/auth/login with a username and a password.
 */
export function signInCookies(origin: string, members: Credentials): Promise<string[]> {
  return inBatches(members.usernames, async (name) => {
    const { cookies } = await logIn(origin, name, members.password);
    return [...cookies].map(([cookie, value]) => `${cookie}=${value}`).join("; ");
  });
}

async function inBatches<T>(names: string[], work: (name: string) => Promise<T>): Promise<T[]> {
  const done: T[] = [];
  for (let start = 0; start < names.length; start += PARALLEL_SIGN_INS) {
    done.push(...(await Promise.all(names.slice(start, start + PARALLEL_SIGN_INS).map(work))));
  }
  return done;
}

async function logIn(origin: string, username: string, password: string) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in as ${username} answered ${response.status}: ${await response.text()}`);
  }
  const cookies = new Map(
    response.headers.getSetCookie().map((cookie) => {
      const pair = cookie.split(";")[0] ?? "";
      const at = pair.indexOf("=");
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
  return { body: (await response.json()) as unknown, cookies };
}

async function signInOne(
  origin: string,
  username: string,
  password: string,
  secret: string,
): Promise<MemberSession> {
  const { body, cookies } = await logIn(origin, username, password);
  const user = body as { id: string; username: string };
  const token = cookies.get(SESSION_COOKIE);
  if (!token) throw new Error(`sign-in as ${username} set no session cookie`);
  return {
    userId: user.id,
    username: user.username,
    cookie: `${SESSION_COOKIE}=${token}`,
    sid: createHmac("sha256", secret).update(decodeURIComponent(token)).digest("hex"),
  };
}
