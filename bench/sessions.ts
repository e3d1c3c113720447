import { createHmac } from "node:crypto";
import { BENCH_PASSWORD, BENCH_USERNAME_PREFIX } from "../src/server/seeds/bench/plan";

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

/** The first members of the bench seed, who all share its password. */
export function benchUsernames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${BENCH_USERNAME_PREFIX}${i + 1}`);
}

/** Signs the members in through the API, as a browser would, and keeps each session cookie. */
export async function signIn(
  origin: string,
  usernames: string[],
  sessionSecret: string,
): Promise<MemberSession[]> {
  const sessions: MemberSession[] = [];
  for (let start = 0; start < usernames.length; start += PARALLEL_SIGN_INS) {
    const batch = usernames.slice(start, start + PARALLEL_SIGN_INS);
    sessions.push(
      ...(await Promise.all(batch.map((name) => signInOne(origin, name, sessionSecret)))),
    );
  }
  return sessions;
}

async function signInOne(origin: string, username: string, secret: string): Promise<MemberSession> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (!response.ok) {
    throw new Error(`sign-in as ${username} answered ${response.status}: ${await response.text()}`);
  }
  const user = (await response.json()) as { id: string; username: string };
  const token = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!token) throw new Error(`sign-in as ${username} set no session cookie`);
  return {
    userId: user.id,
    username: user.username,
    cookie: `${SESSION_COOKIE}=${token}`,
    sid: createHmac("sha256", secret).update(decodeURIComponent(token)).digest("hex"),
  };
}
