import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { checkHealth } from "#server/services/health/index.ts";
import { GENERIC_MSG } from "#shared/messages/common.ts";
import { Health } from "#shared/schemas/health.ts";

export async function healthRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get("/api/health", { ...PUBLIC, schema: { response: { 200: Health } } }, async () => {
    // Failing only the check, not the requests, is what takes a stopping process out first.
    if (app.draining.active) throw new AppError("UNAVAILABLE", GENERIC_MSG.shuttingDown);
    return checkHealth(ctx);
  });
}
