import { createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { LIMITS } from "../../shared/limits";
import type { AppContext } from "../context";
import { sessions, users } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = LIMITS.sessionDays * DAY_MS;

/** The member a request acts for, as the rest of the server needs it. */
export interface SessionUser {
  id: string;
  username: string;
  isAdmin: boolean;
  isBot: boolean;
}

export interface LoadedSession {
  user: SessionUser;
  /** True when the expiry moved forward, so the cookie must be sent again. */
  renewed: boolean;
}

/**
 * The table keeps a keyed hash of the cookie's token, never the token itself: a leaked
 * table or backup cannot be replayed as a session.
 */
function sidOf(ctx: AppContext, token: string): string {
  return createHmac("sha256", ctx.config.sessionSecret).update(token).digest("hex");
}

export async function createSession(ctx: AppContext, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now();
  await ctx.db.insert(sessions).values({
    sid: sidOf(ctx, token),
    userId,
    sess: { userId, createdAt: now.toISOString() },
    expire: new Date(now.getTime() + SESSION_MAX_AGE_MS),
  });
  return token;
}

/**
 * Reads the session and its member in one query. Sessions roll: an expiry more than a day
 * old is pushed forward, so an active member stays signed in and the table is written at
 * most once a day per session.
 */
export async function loadSession(ctx: AppContext, token: string): Promise<LoadedSession | null> {
  const sid = sidOf(ctx, token);
  const now = ctx.now();
  const [row] = await ctx.db
    .select({
      expire: sessions.expire,
      id: users.id,
      username: users.username,
      isAdmin: users.isAdmin,
      isBot: users.isBot,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .limit(1);
  if (!row || row.isBot) return null;
  const { expire, ...user } = row;
  const renewed = expire.getTime() - now.getTime() < SESSION_MAX_AGE_MS - DAY_MS;
  if (renewed) {
    await ctx.db
      .update(sessions)
      .set({ expire: new Date(now.getTime() + SESSION_MAX_AGE_MS) })
      .where(eq(sessions.sid, sid));
  }
  return { user, renewed };
}

export async function destroySession(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.sid, sidOf(ctx, token)));
}

export async function destroyAllSessionsOf(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.userId, userId));
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
