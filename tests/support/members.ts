import { users } from "#server/db/schema/index.ts";
import { hashPassword } from "#server/services/auth/passwords.ts";
import { createSession } from "#server/services/auth/sessions.service.ts";
import type { TestApp } from "./test-app";

export interface Member {
  id: string;
  username: string;
  email: string;
  password: string;
  /** The Cookie header that signs requests in as this member. */
  cookie: string;
}

let counter = 0;

/**
 * Registers a member through the API, as a person would, and keeps their session cookie. Their
 * address is unconfirmed, and the confirmation mail is on its way to it.
 */
export async function registerMember(
  t: TestApp,
  overrides: Partial<Pick<Member, "username" | "email" | "password">> = {},
): Promise<Member> {
  counter += 1;
  const suffix = `${process.pid}${counter}`;
  const username = overrides.username ?? `member${suffix}`;
  const email = overrides.email ?? `member${suffix}@example.com`;
  const password = overrides.password ?? "correct horse battery";
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { username, email, password },
  });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return { id: response.json().id, username, email, password, cookie: sessionCookie(response) };
}

export function sessionCookie(response: {
  cookies: Array<{ name: string; value: string }>;
}): string {
  const cookie = response.cookies.find((c) => c.name === "quip_session");
  if (!cookie) throw new Error("no session cookie in the response");
  return `quip_session=${cookie.value}`;
}

const EXISTING_PASSWORD = "correct horse battery";
/** Hashed once per test file: argon2 is slow on purpose, and one salt serves every such member. */
let existingHash: Promise<string> | undefined;

/**
 * A member whose account was made before addresses were confirmed (or seeded): written
 * straight into the table, so its address counts as confirmed and no mail was sent to it, and
 * signed in with a session of its own.
 */
export async function existingMember(t: TestApp): Promise<Member> {
  counter += 1;
  const suffix = `${process.pid}${counter}`;
  const username = `existing${suffix}`;
  const email = `existing${suffix}@example.com`;
  const password = EXISTING_PASSWORD;
  existingHash ??= hashPassword(password);
  const [row] = await t.ctx.db
    .insert(users)
    .values({ username, email, passwordHash: await existingHash })
    .returning({ id: users.id });
  if (!row) throw new Error("no user row");
  const token = await createSession(t.ctx, row.id, null);
  return { id: row.id, username, email, password, cookie: `quip_session=${token}` };
}
