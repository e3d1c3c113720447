import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { checkHealth } from "#server/services/health/index.ts";
import { GENERIC_MSG } from "#shared/messages/common.ts";

export async function healthRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  route(app, "GET /api/health", PUBLIC, async () => {
    // Failing only the check, not the requests, is what takes a stopping process out first.
    if (app.draining.active) throw new AppError("UNAVAILABLE", GENERIC_MSG.shuttingDown);
    return checkHealth(ctx);
  });
}
