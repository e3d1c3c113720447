import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import { getRecap } from "#server/services/recaps/index.ts";

export async function recapsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/recaps/:week", PUBLIC, (request) =>
    readOnReplica(ctx, request, (reads) => getRecap(reads, request.user, request.params.week)),
  );
}
