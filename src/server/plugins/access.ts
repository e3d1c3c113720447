import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/index.ts";
import { mayModerate } from "#server/services/moderation/index.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import { isSuspendedAt, suspensionMessage } from "#shared/rules/suspension.ts";

/** Who may call a route: anyone, a signed-in member, a moderator (or administrator), or an administrator. */
export type Access = "public" | "member" | "moderator" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route adds to what others read or are told: a suspended member may not call it, nor
     * one still waiting for a moderator's approval.
     */
    refusedWhileSuspended?: boolean;
  }
}

/** The route options every route spreads in, so each one says who may call it. */
export const PUBLIC = { config: { access: "public" } } as const;
export const MEMBER = { config: { access: "member" } } as const;
export const ADMIN = { config: { access: "admin" } } as const;
/** Moderation: moderators and administrators (`mayModerate`), never anyone else. */
export const MODERATOR = { config: { access: "moderator" } } as const;
/**
 * A member route by which they post, edit, comment, like, follow, report, invite or change
 * their public profile: refused, with the suspension's own message, while the member is
 * suspended, and while an account made in approval mode waits for approval (decision 0155).
 */
export const ACTIVE_MEMBER = { config: { access: "member", refusedWhileSuspended: true } } as const;

/**
 * Refuses a caller the route's declaration does not admit, in onRequest: before the body is
 * read or validated, so a visitor gets 401 and a member 403 whatever they send, and an upload
 * is never buffered for someone who may not make it. Registered after the session plugin.
 * A suspended or waiting member's action is refused here too, the one place that decides it,
 * before anything is written.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: AppContext }) => {
    app.addHook("onRequest", async (request) => {
      const { access, refusedWhileSuspended } = request.routeOptions.config;
      enforce(access, request.user);
      if (refusedWhileSuspended) {
        refuseSuspended(request.user, opts.ctx.now());
        refuseAwaitingApproval(request.user);
      }
    });
  },
  { name: "quip-access", dependencies: ["quip-session"] },
);

function enforce(access: Access | undefined, user: SessionUser | null): void {
  if (access === undefined || access === "public") return;
  if (!user) throw new AppError("UNAUTHORIZED", AUTH_MSG.unauthorized);
  if (access === "admin" && !user.isAdmin) throw new AppError("FORBIDDEN", AUTH_MSG.forbidden);
  if (access === "moderator" && !mayModerate(user)) {
    throw new AppError("FORBIDDEN", AUTH_MSG.forbidden);
  }
}

function refuseSuspended(user: SessionUser | null, now: Date): void {
  const suspension = user?.suspension;
  if (isSuspendedAt(suspension, now.getTime())) {
    throw new AppError("SUSPENDED", suspensionMessage(suspension));
  }
}

function refuseAwaitingApproval(user: SessionUser | null): void {
  if (user?.awaitingApproval) {
    throw new AppError("AWAITING_APPROVAL", SIGN_UP_MSG.awaitingApproval);
  }
}

/** The route's declaration, for the check at start-up and the authorization matrix test. */
export function declaredAccess(route: Pick<RouteOptions, "config">): Access | undefined {
  return (route.config as { access?: Access } | undefined)?.access;
}

/** Whether the route refuses a suspended member, for the authorization matrix test. */
export function declaredRefusedWhileSuspended(route: Pick<RouteOptions, "config">): boolean {
  return (
    (route.config as { refusedWhileSuspended?: boolean } | undefined)?.refusedWhileSuspended ===
    true
  );
}

/**
 * The member a `member`, `moderator` or `admin` route runs for. The access hook has already refused
 * visitors there, so this only narrows the type; on a public route it refuses like the hook.
 */
export function signedInMember(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError("UNAUTHORIZED", AUTH_MSG.unauthorized);
  return request.user;
}
