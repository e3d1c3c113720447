import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The request carries its own authority (a signed token) and rides on no session: another
     * site's page may send it, as a webmail's one-click unsubscribe does (RFC 8058).
     */
    crossSite?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed";

/**
 * Changes of state come only from our own pages: a browser names the page's origin on every
 * non-GET request, and one that names another site is refused. Requests without an Origin
 * (curl, server-to-server, tests) are not browser forgeries and pass; SameSite=Lax cookies
 * already keep them from riding on a member's session from another site.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: AppContext }) => {
    const publicOrigin = new URL(opts.ctx.config.publicUrl).origin;
    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSite) return;
      if (request.headers["sec-fetch-site"] === "cross-site")
        throw new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);
      const origin = request.headers.origin;
      if (origin === undefined) return;
      if (origin !== publicOrigin && origin !== ownOrigin(request)) {
        throw new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);
      }
    });
  },
  { name: "quip-same-origin" },
);

/** The origin the request itself was addressed to (a site reached by another name than PUBLIC_URL). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? ""}`;
}

/**
 * Whether a GET is the member's own top-level navigation: typed, bookmarked or followed from
 * one of our pages. Image loads, frames, fetches and other sites' links are not. A request
 * without any fetch metadata (curl, a browser from before 2023) passes: SameSite=Lax already
 * keeps another site's subresources from carrying the session, and our own pages embed nothing
 * but stored objects.
 */
export function isOwnNavigation(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  const mode = request.headers["sec-fetch-mode"];
  const dest = request.headers["sec-fetch-dest"];
  if (site === undefined && mode === undefined && dest === undefined) return true;
  return (site === "same-origin" || site === "none") && mode === "navigate" && dest === "document";
}
