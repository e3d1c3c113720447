import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SearchQuery } from "../../shared/schemas/paging";
import type { AppContext } from "../context";
import { PUBLIC } from "../plugins/access";
import { limitBy } from "../rate-limit/limiter";
import { searchQuips, searchTopics, searchUsers } from "../services/search.service";

export async function searchRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const options = {
    ...PUBLIC,
    schema: { querystring: SearchQuery },
    preHandler: limitBy(app.limiter, "searches"),
  };
  app.get("/api/search/quips", options, (request) =>
    searchQuips(ctx, request.user, request.query.q),
  );
  app.get("/api/search/users", options, (request) => searchUsers(ctx, request.query.q));
  app.get("/api/search/topics", options, (request) => searchTopics(ctx, request.query.q));
}
