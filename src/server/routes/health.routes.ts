import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { GENERIC_MSG } from "../../shared/messages/common";
import { Health } from "../../shared/schemas/health";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { PUBLIC } from "../plugins/access";
import { checkHealth } from "../services/health/health.service";

export async function healthRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get("/api/health", { ...PUBLIC, schema: { response: { 200: Health } } }, async () => {
    // Failing only the check, not the requests, is what takes a stopping process out first.
    if (app.draining.active) throw new AppError("UNAVAILABLE", GENERIC_MSG.shuttingDown);
    return checkHealth(ctx);
  });
}
