import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { recordPageView } from "#server/services/page-views/index.ts";

export async function pageViewsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  route(
    app,
    "POST /api/page-views",
    {
      ...PUBLIC,

      // By address even for members: views are counted with nothing about who sent them.
      preHandler: limitBy(app.limiter, "pageViews", (request) => request.ip),
    },
    async (request, reply) => {
      await recordPageView(opts.ctx, request.body.path);
      return reply.status(204).send();
    },
  );
}
