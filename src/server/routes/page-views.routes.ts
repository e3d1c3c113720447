import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PageViewInput } from "../../shared/schemas/page-views";
import type { AppContext } from "../context";
import { PUBLIC } from "../plugins/access";
import { NoBody } from "../plugins/non-json-answers";
import { limitBy } from "../rate-limit/limiter";
import { recordPageView } from "../services/page-views/page-views.service";

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
