import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import { deviceName } from "#server/services/account/index.ts";
import {
  createSession,
  destroySession,
  loadSession,
  SESSION_MAX_AGE_MS,
  type SessionUser,
  sidOf,
  takeSessionEndReason,
} from "#server/services/auth/index.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { type SessionEndReason, SIGNED_OUT_NOTICE } from "#shared/rules/signed-out-notice.ts";
import { signedInMember } from "./access";

export const SESSION_COOKIE = "quip_session";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor. */
    user: SessionUser | null;
  }
}

/**
 * Reads the session cookie on API calls. Sessions ended by any server process are forgotten
 * here as soon as the live bus says so, rather than trusted for the rest of the cache's
 * lifetime; when news may have been missed, everything is read afresh.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: AppContext }) => {
    const { ctx } = opts;
    app.decorateRequest("user", null);
    app.addHook("onRequest", async (request, reply) => {
      if (request.url.startsWith("/api/")) await readSession(ctx, request, reply);
    });
    const stopListening = ctx.live.subscribe({
      batch: ({ changes }) => {
        for (const sid of changes.sessions) ctx.sessionCache.forgetSession(sid);
        for (const userId of changes.members) ctx.sessionCache.forgetMember(userId);
      },
      reset: () => ctx.sessionCache.clear(),
    });
    app.addHook("onClose", async () => {
      stopListening();
    });
  },
  { name: "quip-session" },
);

/**
 * Sets `request.user` from the session cookie and keeps the session rolling. API calls get it
 * from the hook; the app's pages call it themselves, for the data they carry.
 */
export async function readSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const session = await loadSession(ctx, token);
  if (!session) {
    clearSessionCookie(reply);
    const reason = await takeSessionEndReason(ctx, sidOf(ctx, token));
    if (reason) setSignedOutNotice(ctx, request, reply, reason);
    return;
  }
  request.user = session.user;
  if (session.renewed) setSessionCookie(ctx, reply, token);
}

/** The row id of the request's session, when it is signed in; never the token itself. */
export function sessionIdOf(ctx: AppContext, request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return request.user && token ? sidOf(ctx, token) : null;
}

/** The signed-in member of a member route, and the row id of the session they are using. */
export function currentSession(
  ctx: AppContext,
  request: FastifyRequest,
): { id: string; sid: string } {
  const member = signedInMember(request);
  const sid = sessionIdOf(ctx, request);
  if (!sid) throw new AppError("UNAUTHORIZED", AUTH_MSG.unauthorized);
  return { id: member.id, sid };
}

function cookieOptions(ctx: AppContext) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: ctx.config.publicUrl.startsWith("https://"),
  };
}

function setSessionCookie(ctx: AppContext, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(ctx),
    maxAge: SESSION_MAX_AGE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/**
 * Tells the browser whose ended session this was why it ended (decision 0140). Its script reads
 * it on the sign-in screen, so it is not httpOnly; it holds the reason and nothing else. Written
 * into the head at once rather than when the answer is sent: the live stream writes its own
 * head, past the hook that adds cookies, and the reason is told only once.
 */
function setSignedOutNotice(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  reason: SessionEndReason,
) {
  const notice = request.server.serializeCookie(SIGNED_OUT_NOTICE.cookie, reason, {
    ...cookieOptions(ctx),
    httpOnly: false,
    maxAge: SIGNED_OUT_NOTICE.maxAgeSeconds,
  });
  reply.header("set-cookie", notice);
}

/** Signs a member in with a brand-new session id, ending any session the request carried. */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  await endSession(ctx, request, reply);
  const token = await createSession(ctx, userId, deviceName(request.headers["user-agent"]));
  setSessionCookie(ctx, reply, token);
  // Signed in again: why an earlier session ended is no longer news.
  reply.clearCookie(SIGNED_OUT_NOTICE.cookie, { path: "/" });
}

export async function endSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await destroySession(ctx, token);
  clearSessionCookie(reply);
  request.user = null;
}
