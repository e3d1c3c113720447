// Members writing to a running server through its HTTP API, as a backup test or drill loads
// it: each posts quips and likes or unlikes the others', one request after another, until
// stopped. Abuse limits must be off (RATE_LIMIT_SCALE=0): the load comes from one address.
import { randomBytes } from "node:crypto";

async function signUp(base, username) {
  const answer = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: "a backup drill password",
    }),
  });
  if (answer.status !== 201)
    throw new Error(`sign-up failed: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Signs `members` members up, then starts them writing. */
export async function startWriteLoad(base, { members = 3, pauseMs = 20 } = {}) {
  const run = randomBytes(3).toString("hex");
  const cookies = [];
  for (let i = 0; i < members; i++) cookies.push(await signUp(base, `load${run}m${i}`));
  const posted = [];
  const unexpected = new Map();
  let likes = 0;
  let running = true;

  async function call(cookie, path, expected, body) {
    const answer = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body ?? {}),
    }).catch((error) => ({ status: `no answer (${error.message})`, json: async () => null }));
    if (answer.status !== expected) {
      const key = `POST ${path.replace(/[0-9a-f-]{36}/, ":id")} ${answer.status}`;
      unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
      return null;
    }
    return answer.json();
  }

  const loops = cookies.map(async (cookie, author) => {
    for (let n = 1; running; n++) {
      const quip = await call(cookie, "/api/quips", 201, { content: `load quip ${author}-${n}` });
      if (quip) posted.push({ id: quip.id, author });
      const others = posted.filter((p) => p.author !== author);
      if (others.length === 0) continue;
      const target = others[Math.floor(Math.random() * others.length)];
      if (await call(cookie, `/api/quips/${target.id}/like`, 200)) likes += 1;
      // A member's pace, not a flood: the server keeps room for the backup and other work.
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });

  return {
    /** The ids of the quips whose posting has been acknowledged so far. */
    acknowledged: () => posted.map((p) => p.id),
    /** Stops every member after their request in flight; what they did, and what went wrong. */
    async stop() {
      running = false;
      await Promise.all(loops);
      return { members, quips: posted.length, likes, unexpected: Object.fromEntries(unexpected) };
    },
  };
}
