import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { sessions } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { forgetEndedSessions } from "#server/services/auth/sessions.service.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import type { SessionList } from "#shared/schemas/account.ts";

/**
 * The member's own sessions, the one asking first, then by when each was last active. Each is
 * named by its `id`, never by its sid: the list says where the member is signed in, and hands
 * out nothing a cookie could be made from.
 */
export async function listSessions(
  ctx: AppContext,
  member: { id: string; sid: string },
): Promise<SessionList> {
  const rows = await ctx.db
    .select({
      sid: sessions.sid,
      id: sessions.id,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, member.id), gt(sessions.expire, ctx.now())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .map((row) => ({
      id: row.id,
      current: row.sid === member.sid,
      device: row.device ?? ACCOUNT_MSG.unknownDevice,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the member's sessions, this one included. Another member's session, or one
 * already ended, is not found: the answer says nothing about sessions that are not theirs.
 * Returns the ended session's sid, so the caller can tell whether it was its own.
 */
export async function endMemberSession(
  ctx: AppContext,
  memberId: string,
  sessionId: string,
): Promise<string> {
  const [ended] = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, memberId)))
    .returning({ sid: sessions.sid });
  if (!ended) throw new AppError("NOT_FOUND", ACCOUNT_MSG.sessionNotFound);
  forgetEndedSessions(ctx, [ended.sid]);
  return ended.sid;
}

/** Every session of the member but the one asking; how many ended. */
export async function endOtherSessions(
  ctx: AppContext,
  member: { id: string; sid: string },
): Promise<number> {
  const ended = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.userId, member.id), ne(sessions.sid, member.sid)))
    .returning({ sid: sessions.sid });
  forgetEndedSessions(
    ctx,
    ended.map((s) => s.sid),
  );
  return ended.length;
}
