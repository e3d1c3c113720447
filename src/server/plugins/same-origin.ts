import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../context";
import { AppError } from "../errors";

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
      if (SAFE_METHODS.has(request.method)) return;
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
