import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { unsubscribe } from "#server/services/mail-lists/index.ts";

/**
 * One-click unsubscribe (decision 0160). The token is the authority, so no session is asked
 * for. A mail client's one-click posts a form (RFC 8058), read here alone: no other route
 * takes one.
 */
export async function mailListsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // Never unsubscribes: scanners fetch links. The page says what would stop and asks.
  route(app, "GET /api/mail/unsubscribe", PUBLIC, async (request, reply) => {
    const token = request.query.token;
    const page = token ? `/unsubscribe?token=${encodeURIComponent(token)}` : "/unsubscribe";
    return reply.redirect(page, 303);
  });

  route(
    app,
    "POST /api/mail/unsubscribe",
    {
      config: { ...PUBLIC.config, crossSite: true },
      preHandler: limitBy(app.limiter, "unsubscribe", (request) => request.ip),
    },
    (request) => unsubscribe(ctx, request.body?.token ?? request.query.token),
  );
}
