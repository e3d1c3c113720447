import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { MSG } from "../../shared/messages";
import { AppError } from "../errors";
import type { SessionUser } from "../services/sessions.service";

/** Who may call a route: anyone, a signed-in member, or an administrator. */
export type Access = "public" | "member" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** The route options every route spreads in, so each one says who may call it. */
export const PUBLIC = { config: { access: "public" } } as const;
export const MEMBER = { config: { access: "member" } } as const;
export const ADMIN = { config: { access: "admin" } } as const;

/**
 * Refuses a caller the route's declaration does not admit, in onRequest: before the body is
 * read or validated, so a visitor gets 401 and a member 403 whatever they send, and an upload
 * is never buffered for someone who may not make it. Registered after the session plugin.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      enforce(request.routeOptions.config.access, request.user);
    });
  },
  { name: "quip-access", dependencies: ["quip-session"] },
);

function enforce(access: Access | undefined, user: SessionUser | null): void {
  if (access === "member" || access === "admin") {
    if (!user) throw new AppError("UNAUTHORIZED", MSG.auth.unauthorized);
    if (access === "admin" && !user.isAdmin) throw new AppError("FORBIDDEN", MSG.auth.forbidden);
  }
}

/** The route's declaration, for the check at start-up and the authorization matrix test. */
export function declaredAccess(route: Pick<RouteOptions, "config">): Access | undefined {
  return (route.config as { access?: Access } | undefined)?.access;
}

/**
 * The member a `member` or `admin` route runs for. The access hook has already refused
 * visitors there, so this only narrows the type; on a public route it refuses like the hook.
 */
export function signedInMember(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError("UNAUTHORIZED", MSG.auth.unauthorized);
  return request.user;
}
