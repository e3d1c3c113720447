import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";

/**
 * GET /metrics for the operator's Prometheus, in its text format: only to a scraper that
 * presents METRICS_TOKEN as a bearer token. Without the setting it is not there at all (404),
 * and a wrong or missing token gets 401, so the page is never public.
 */
export async function metricsRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { metrics, config } = opts.ctx;
  const token = config.metricsToken;
  route(app, "GET /metrics", PUBLIC, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!token) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    if (!presents(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .type("text/plain; charset=utf-8")
        .send("The metrics need the bearer token set in METRICS_TOKEN.");
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** Compared in constant time, so the answer's timing tells nothing of how much was right. */
function presents(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(authorization ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
