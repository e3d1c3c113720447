import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../context";
import {
  createSession,
  destroySession,
  loadSession,
  SESSION_MAX_AGE_MS,
  type SessionUser,
  sidOf,
} from "../services/sessions.service";

export const SESSION_COOKIE = "quip_session";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor. */
    user: SessionUser | null;
  }
}

/** Reads the session cookie on API calls. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: AppContext }) => {
    const { ctx } = opts;
    app.decorateRequest("user", null);
    app.addHook("onRequest", async (request, reply) => {
      if (request.url.startsWith("/api/")) await readSession(ctx, request, reply);
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

function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/** Signs a member in with a brand-new session id, ending any session the request carried. */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  await endSession(ctx, request, reply);
  const token = await createSession(ctx, userId);
  setSessionCookie(ctx, reply, token);
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
