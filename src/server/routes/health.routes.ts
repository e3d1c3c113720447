import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MSG } from "../../shared/messages";
import { Health } from "../../shared/schemas/health";
import type { AppContext } from "../context";
import { ping } from "../db/database";
import { AppError } from "../errors";
import { PUBLIC } from "../plugins/access";

export async function healthRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get("/api/health", { ...PUBLIC, schema: { response: { 200: Health } } }, async () => {
    // Failing only the check, not the requests, is what takes a stopping process out first.
    if (app.draining.active) throw new AppError("UNAVAILABLE", MSG.generic.shuttingDown);
    try {
      await ping(ctx.db);
    } catch {
      throw new AppError("UNAVAILABLE", MSG.generic.unavailable);
    }
    return { ok: true as const, db: ctx.dbKind };
  });
}
