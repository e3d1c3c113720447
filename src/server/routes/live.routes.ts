import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import type { LiveHub } from "#server/live/hub.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { sessionIdOf } from "#server/plugins/session.ts";

/** The live stream (Server-Sent Events), for visitors and members alike. */
export async function liveRoutes(base: FastifyInstance, opts: { ctx: AppContext; hub: LiveHub }) {
  const { ctx, hub } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/stream", PUBLIC, async (request, reply) => {
    // EventSource sends the header on its own reconnects; a page opening a new one, the query.
    const header = request.headers["last-event-id"];
    hub.open(
      {
        member: request.user,
        sessionId: sessionIdOf(ctx, request),
        address: request.ip,
        lastEventId: typeof header === "string" ? header : request.query.lastEventId,
      },
      reply,
    );
  });

  route(app, "POST /api/stream/:streamId/watch", PUBLIC, async (request, reply) => {
    const { quipId, commentsSince, cards } = request.body;
    await hub.watch(request.params.streamId, {
      quipId,
      commentsSince: commentsSince ? new Date(commentsSince) : undefined,
      cards: new Set(cards),
    });
    return reply.status(204).send();
  });
}
