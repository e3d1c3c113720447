import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "#server/context.ts";

/** An address no route matched (a 404, a probe): its text stays out of labels and logs. */
const UNMATCHED = "unmatched";

/**
 * Every answer counted and timed by route pattern (`/api/quips/:id`, never the address as
 * sent), and, unless REQUEST_LOG=off, one line at info level: method, route pattern, status,
 * milliseconds and the request's id. The line carries no cookie, no query string and no
 * address, any of which could hold a secret (a reset token) or a search a member typed.
 */
export const observedRequestsPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: AppContext }) => {
    const { metrics, config } = opts.ctx;
    app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      const status = reply.statusCode;
      const ms = reply.elapsedTime;
      metrics.httpRequests.inc({ method: request.method, route, status: String(status) });
      metrics.httpDuration.observe({ method: request.method, route }, ms / 1000);
      if (config.requestLog) {
        request.log.info(
          { method: request.method, route, status, ms: Math.round(ms * 10) / 10 },
          "request",
        );
      }
    });
  },
  { name: "observed-requests" },
);
