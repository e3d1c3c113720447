import { createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { moderators, mutedWords, sessions, users } from "#server/db/schema/index.ts";
import { LIMITS } from "#shared/limits.ts";
import type { Suspension } from "#shared/rules/suspension.ts";
import type { CachedSession } from "./session-cache";
import type { SessionUser } from "./session-user";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = LIMITS.sessionDays * DAY_MS;
/**
 * How stale a session's "last active" may grow before a request moves it: a member's list of
 * sessions needs minutes, not milliseconds, and a busy session then writes once in this long.
 */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

export interface LoadedSession {
  user: SessionUser;
  /** True when the expiry moved forward, so the cookie must be sent again. */
  renewed: boolean;
}

/**
 * The table keeps a keyed hash of the cookie's token, never the token itself: a leaked
 * table or backup cannot be replayed as a session. It is also how the live stream names the
 * session a stream was opened in.
 */
export function sidOf(ctx: AppContext, token: string): string {
  return createHmac("sha256", ctx.config.sessionSecret).update(token).digest("hex");
}

/** `device` names it in the member's list of sessions ("Chrome on macOS"), when known. */
export async function createSession(
  ctx: AppContext,
  userId: string,
  device: string | null,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now();
  await ctx.db.insert(sessions).values({
    sid: sidOf(ctx, token),
    userId,
    sess: { userId, createdAt: now.toISOString() },
    expire: new Date(now.getTime() + SESSION_MAX_AGE_MS),
    device,
    createdAt: now,
    lastSeenAt: now,
  });
  return token;
}

/**
 * The session's member, read from the database at most once per request and, within the
 * cache's short lifetime, not at all. Sessions roll: an expiry more than a day old is pushed
 * forward, so an active member stays signed in. The time it was last active moves at most
 * every LAST_SEEN_EVERY_MS, in the same statement as a renewal: a session writes a few times
 * an hour while in use, never once per request.
 */
export async function loadSession(ctx: AppContext, token: string): Promise<LoadedSession | null> {
  const sid = sidOf(ctx, token);
  const now = ctx.now();
  const generation = ctx.sessionCache.generation();
  const cached = ctx.sessionCache.get(sid);
  ctx.metrics.cacheLookups.inc({ cache: "session", outcome: cached ? "hit" : "miss" });
  const session = cached ?? (await readSession(ctx, sid, now));
  if (!session || session.expire.getTime() <= now.getTime()) return null;
  const renewed = session.expire.getTime() - now.getTime() < SESSION_MAX_AGE_MS - DAY_MS;
  const seen = now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS;
  let { expire, lastSeenAt } = session;
  if (renewed || seen) {
    if (renewed) expire = new Date(now.getTime() + SESSION_MAX_AGE_MS);
    lastSeenAt = now;
    await ctx.db.update(sessions).set({ expire, lastSeenAt }).where(eq(sessions.sid, sid));
  }
  // A hit keeps the time it was read: the cache's lifetime counts from the database, not from use.
  if (!cached || renewed || seen) {
    ctx.sessionCache.set(sid, { user: session.user, expire, lastSeenAt }, generation);
  }
  return { user: session.user, renewed };
}

/** The session and its member in one query; none for an expired session or the bot. */
async function readSession(
  ctx: AppContext,
  sid: string,
  now: Date,
): Promise<CachedSession | undefined> {
  const [row] = await ctx.db
    .select({ expire: sessions.expire, lastSeenAt: sessions.lastSeenAt, ...SESSION_USER_COLUMNS })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(mutedWords, eq(mutedWords.userId, users.id))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .limit(1);
  if (!row || row.isBot) return undefined;
  const { expire, lastSeenAt, ...member } = row;
  return { user: sessionUserOf(member), expire, lastSeenAt };
}

/**
 * What a request knows of its member, read from `users` joined to `muted_words`: the one list,
 * so that work done for a member outside a request (a push built for them) sees them as their
 * own requests do.
 */
export const SESSION_USER_COLUMNS = {
  id: users.id,
  username: users.username,
  isAdmin: users.isAdmin,
  isModerator: sql<boolean>`exists (select 1 from ${moderators} where ${moderators.userId} = ${users.id})`,
  isBot: users.isBot,
  awaitingApproval: users.awaitingApproval,
  suspensionReason: users.suspensionReason,
  suspendedUntil: users.suspendedUntil,
  mutedWords: sql<string[]>`coalesce(${mutedWords.words}, '{}')`,
};

export function sessionUserOf(row: {
  id: string;
  username: string;
  isAdmin: boolean;
  isModerator: boolean;
  isBot: boolean;
  awaitingApproval: boolean;
  suspensionReason: string | null;
  suspendedUntil: Date | null;
  mutedWords: string[];
}): SessionUser {
  const { suspensionReason, suspendedUntil, ...member } = row;
  return { ...member, suspension: suspensionOf({ suspensionReason, suspendedUntil }) };
}

/** A member row's suspension, past or present; null when they were never suspended or it was lifted. */
export function suspensionOf(row: {
  suspensionReason: string | null;
  suspendedUntil: Date | null;
}): Suspension | null {
  if (row.suspensionReason === null) return null;
  return { until: row.suspendedUntil?.toISOString() ?? null, reason: row.suspensionReason };
}

/** Ends a session, and the live streams it opened on every server process. */
export async function destroySession(ctx: AppContext, token: string): Promise<void> {
  const sid = sidOf(ctx, token);
  await ctx.db.delete(sessions).where(eq(sessions.sid, sid));
  forgetEndedSessions(ctx, [sid]);
}

/**
 * Once the sessions' rows are gone (and their transaction committed): this process stops
 * trusting them at once, and every other process as soon as the live bus tells it
 * (`plugins/session.ts` listens), along with their streams.
 */
export function forgetEndedSessions(ctx: AppContext, sids: Iterable<string>): void {
  for (const sid of sids) {
    ctx.sessionCache.forgetSession(sid);
    ctx.live.sessionEnded(sid);
  }
}

export async function purgeExpiredSessions(ctx: AppContext): Promise<number> {
  const removed = await ctx.db
    .delete(sessions)
    .where(lt(sessions.expire, ctx.now()))
    .returning({ sid: sessions.sid });
  return removed.length;
}

export async function countSessionsOf(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

/**
 * A member as a request of theirs would be served, their mutes and muted words with them: for
 * work done in their name outside a request (a push sent, a held post published).
 */
export async function findSessionUser(db: Executor, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select(SESSION_USER_COLUMNS)
    .from(users)
    .leftJoin(mutedWords, eq(mutedWords.userId, users.id))
    .where(eq(users.id, userId));
  return row ? sessionUserOf(row) : null;
}
