import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SearchQuery } from "../../shared/schemas/paging";
import type { AppContext } from "../context";
import { searchQuips, searchTopics, searchUsers } from "../services/search.service";

export async function searchRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const schema = { querystring: SearchQuery };
  app.get("/api/search/quips", { schema }, (request) =>
    searchQuips(ctx, request.user, request.query.q),
  );
  app.get("/api/search/users", { schema }, (request) => searchUsers(ctx, request.query.q));
  app.get("/api/search/topics", { schema }, (request) => searchTopics(ctx, request.query.q));
}
