import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { recordPageView } from "#server/services/page-views/index.ts";
import { NoBody } from "#shared/api/answers.ts";
import { PageViewInput } from "#shared/schemas/page-views.ts";

export async function pageViewsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/page-views",
    {
      ...PUBLIC,
      schema: { body: PageViewInput, response: { 204: NoBody } },
      // By address even for members: views are counted with nothing about who sent them.
      preHandler: limitBy(app.limiter, "pageViews", (request) => request.ip),
    },
    async (request, reply) => {
      await recordPageView(opts.ctx, request.body.path);
      return reply.status(204).send();
    },
  );
}
