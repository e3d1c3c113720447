import type { FastifyInstance } from "fastify";
import { MSG } from "../../shared/messages";
import type { AppContext } from "../context";
import { ping } from "../db/database";
import { AppError } from "../errors";
import { PUBLIC } from "../plugins/access";

export async function healthRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  app.get("/api/health", PUBLIC, async () => {
    try {
      await ping(ctx.db);
    } catch {
      throw new AppError("UNAVAILABLE", MSG.generic.unavailable);
    }
    return { ok: true, db: ctx.dbKind };
  });
}
