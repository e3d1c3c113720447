import { and, eq, lt, ne, type SQL } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { endedSessions, sessions } from "#server/db/schema/index.ts";
import { isSessionEndReason, type SessionEndReason } from "#shared/rules/signed-out-notice.ts";

/**
 * Inside the transaction that sets a new password: ends the member's sessions (all of them, or
 * all but the one that made the change) and keeps each as ended for that reason until it would
 * have expired, so the browser still holding one can be told why (decision 0140). Returns their
 * sids: once committed, the caller forgets them on every process.
 */
export async function endSessionsForNewPassword(
  db: Executor,
  userId: string,
  keepSid?: string,
): Promise<string[]> {
  const mine: SQL | undefined = keepSid
    ? and(eq(sessions.userId, userId), ne(sessions.sid, keepSid))
    : eq(sessions.userId, userId);
  const ended = await db
    .delete(sessions)
    .where(mine)
    .returning({ sid: sessions.sid, expire: sessions.expire });
  if (ended.length > 0) {
    const reason: SessionEndReason = "password-changed";
    await db
      .insert(endedSessions)
      .values(ended.map((session) => ({ ...session, reason })))
      .onConflictDoNothing();
  }
  return ended.map((session) => session.sid);
}

/**
 * Why the session a cookie names was ended, told once: the record goes as it is read. Only the
 * holder of the cookie can name its sid, so nobody else learns anything, not even that it existed.
 */
export async function takeSessionEndReason(
  ctx: AppContext,
  sid: string,
): Promise<SessionEndReason | null> {
  const [taken] = await ctx.db
    .delete(endedSessions)
    .where(eq(endedSessions.sid, sid))
    .returning({ reason: endedSessions.reason, expire: endedSessions.expire });
  if (!taken || taken.expire.getTime() <= ctx.now().getTime()) return null;
  return isSessionEndReason(taken.reason) ? taken.reason : null;
}

/** Ended sessions past their expiry: their cookies have expired with them. */
export async function purgeEndedSessions(ctx: AppContext): Promise<number> {
  const removed = await ctx.db
    .delete(endedSessions)
    .where(lt(endedSessions.expire, ctx.now()))
    .returning({ sid: endedSessions.sid });
  return removed.length;
}
