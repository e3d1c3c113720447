import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParams } from "../../shared/schemas/quip";
import type { AppContext } from "../context";
import { getProfile } from "../services/users/profile.service";

export async function usersRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get("/api/users/:id", { schema: { params: IdParams } }, (request) =>
    getProfile(ctx, request.user, request.params.id),
  );
}
