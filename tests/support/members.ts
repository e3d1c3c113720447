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

/** Registers a member through the API, as a person would, and keeps their session cookie. */
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
