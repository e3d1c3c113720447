import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SearchQuery } from "../../shared/schemas/paging";
import { ModeratorQuip, Quip } from "../../shared/schemas/quips";
import { TopicWithCount } from "../../shared/schemas/topics";
import { TrendingWord } from "../../shared/schemas/trending";
import { UserSearchResult } from "../../shared/schemas/users";
import type { AppContext } from "../context";
import { withIsoTimes } from "../lib/iso-times";
import { PUBLIC } from "../plugins/access";
import { moderatorsSee } from "../plugins/moderator-view";
import { readOnReplica } from "../plugins/read-your-writes";
import { limitBy } from "../rate-limit/limiter";
import { searchQuips, searchTopics, searchUsers } from "../services/search/search.service";
import { listTrending } from "../services/trending/trending.service";

export async function searchRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const search = <T extends z.ZodType>(answer: T) => ({
    ...PUBLIC,
    schema: { querystring: SearchQuery, response: { 200: z.array(answer) } },
    preHandler: limitBy(app.limiter, "searches"),
  });
  app.get(
    "/api/search/quips",
    { ...search(Quip), ...moderatorsSee(z.array(ModeratorQuip)) },
    (request) =>
      readOnReplica(ctx, request, (reads) => searchQuips(reads, request.user, request.query.q)),
  );
  app.get("/api/search/users", search(UserSearchResult), (request) =>
    readOnReplica(ctx, request, (reads) => searchUsers(reads, request.user, request.query.q)),
  );
  app.get("/api/search/topics", search(TopicWithCount), (request) =>
    readOnReplica(ctx, request, async (reads) =>
      (await searchTopics(reads, request.query.q)).map(withIsoTimes),
    ),
  );
  // Computed from what every visitor can read, and cached: no limit needed.
  app.get(
    "/api/trending",
    { ...PUBLIC, schema: { response: { 200: z.array(TrendingWord) } } },
    () => listTrending(ctx),
  );
}
