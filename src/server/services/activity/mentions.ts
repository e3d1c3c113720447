import { inArray, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database.ts";
import { users } from "#server/db/schema/index.ts";
import { LIMITS } from "#shared/limits.ts";
import { type Notification, notify } from "./notify";

/** @username, not inside a word or an email address; only a length a username can have. */
const MENTION = new RegExp(
  `(?:^|[^A-Za-z0-9@])@([A-Za-z0-9]{${LIMITS.usernameMin},${LIMITS.usernameMax}})\\b`,
  "g",
);

export function findMentions(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    if (match[1]) names.add(match[1].toLowerCase());
    if (names.size >= LIMITS.mentionsMax) break;
  }
  return [...names];
}

/** Notifies each member named with @username in a quip or comment, once per text; answers who. */
export async function notifyMentions(
  db: Executor,
  now: Date,
  options: { text: string; actorId: string; quipId: string; commentId?: string },
): Promise<string[]> {
  const names = findMentions(options.text);
  if (names.length === 0) return [];
  const mentioned = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names));
  const source = options.commentId ? `comment:${options.commentId}` : `quip:${options.quipId}`;
  const notifications: Notification[] = mentioned
    .filter((u) => u.id !== options.actorId)
    .map((u) => ({
      userId: u.id,
      type: "mention",
      actorId: options.actorId,
      quipId: options.quipId,
      commentId: options.commentId ?? null,
      dedupeKey: `mention:${source}:${u.id}`,
    }));
  return notify(db, now, notifications);
}
