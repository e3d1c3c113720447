import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { withIsoTimes } from "#server/lib/iso-times.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { moderatorsSee } from "#server/plugins/moderator-view.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { searchQuips, searchTopics, searchUsers } from "#server/services/search/index.ts";
import { listTrending } from "#server/services/trending/index.ts";
import { SearchQuery } from "#shared/schemas/paging.ts";
import { ModeratorQuip, Quip } from "#shared/schemas/quips.ts";
import { TopicWithCount } from "#shared/schemas/topics.ts";
import { TrendingWord } from "#shared/schemas/trending.ts";
import { UserSearchResult } from "#shared/schemas/users.ts";

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
