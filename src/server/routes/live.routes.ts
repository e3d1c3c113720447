import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import type { LiveHub } from "#server/live/hub.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { sessionIdOf } from "#server/plugins/session.ts";
import { NoBody, textAs } from "#shared/api/answers.ts";
import { GENERIC_MSG } from "#shared/messages/common.ts";
import { WatchQuipBody } from "#shared/schemas/live.ts";

/** A batch id: what `id:` lines carry. */
const EVENT_ID = /^\d{1,19}$/;

const StreamQuery = z.object({
  lastEventId: z.string().regex(EVENT_ID, GENERIC_MSG.badRequest).optional(),
});
const StreamParams = z.object({ streamId: z.string().max(64) });

/** The live stream (Server-Sent Events), for visitors and members alike. */
export async function liveRoutes(base: FastifyInstance, opts: { ctx: AppContext; hub: LiveHub }) {
  const { ctx, hub } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/stream",
    {
      ...PUBLIC,
      schema: { querystring: StreamQuery, response: { 200: textAs("text/event-stream") } },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    "/api/stream/:streamId/watch",
    { ...PUBLIC, schema: { params: StreamParams, body: WatchQuipBody, response: { 204: NoBody } } },
    async (request, reply) => {
      const { quipId, commentsSince, cards } = request.body;
      await hub.watch(request.params.streamId, {
        quipId,
        commentsSince: commentsSince ? new Date(commentsSince) : undefined,
        cards: new Set(cards),
      });
      return reply.status(204).send();
    },
  );
}
