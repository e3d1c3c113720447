import { topicOfTheDay } from "#server/db/schema/index.ts";
import { easternInstant } from "#shared/rules/eastern-time.ts";
import { topicIdentifier, topicSlug } from "#shared/rules/slug.ts";
import type { Member } from "./members";
import type { TestApp } from "./test-app";

/** A topic of the day for an Eastern date, activated at 06:00 that day. */
export async function createTopic(t: TestApp, day: string, text: string) {
  const [row] = await t.ctx.db
    .insert(topicOfTheDay)
    .values({
      topic: text,
      date: day,
      slug: topicSlug(text),
      topicIdentifier: topicIdentifier(text, day),
      scheduledFor: easternInstant(day, 6, 0),
      isActive: true,
      isManual: true,
    })
    .returning();
  if (!row) throw new Error("no topic row");
  return row;
}

export async function postQuip(
  t: TestApp,
  member: Member,
  content: string,
  extra: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/quips",
    headers: { cookie: member.cookie },
    payload: { content, topicOfTheDay: false, topicText: null, ...extra },
  });
  if (response.statusCode !== 201)
    throw new Error(`post failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; createdAt: string };
}

/** A request as a member (or as a visitor when member is undefined). */
export function as(t: TestApp, member: Member | undefined) {
  const headers = member ? { cookie: member.cookie } : {};
  return {
    get: (url: string) => t.app.inject({ method: "GET", url, headers }),
    post: (url: string, payload?: unknown) =>
      t.app.inject({
        method: "POST",
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    patch: (url: string, payload: unknown) =>
      t.app.inject({ method: "PATCH", url, headers, payload: payload as object }),
    put: (url: string, payload: unknown) =>
      t.app.inject({ method: "PUT", url, headers, payload: payload as object }),
    delete: (url: string) => t.app.inject({ method: "DELETE", url, headers }),
  };
}

/** Watches each word with its action, as an administrator does from the console. */
export async function watchWords(
  t: TestApp,
  admin: Member,
  words: Array<[word: string, action: "block" | "review" | "flag"]>,
) {
  for (const [word, action] of words) {
    const answer = await as(t, admin).post("/api/admin/watched-words", { word, action });
    if (answer.statusCode !== 201)
      throw new Error(`watching ${word} failed: ${answer.statusCode} ${answer.body}`);
  }
}
