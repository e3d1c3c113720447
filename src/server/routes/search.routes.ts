import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { withIsoTimes } from "#server/lib/iso-times.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { moderatorsSee } from "#server/plugins/moderator-view.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { searchQuips, searchTopics, searchUsers } from "#server/services/search/index.ts";
import { listTrending } from "#server/services/trending/index.ts";
import { ModeratorQuip } from "#shared/schemas/quips.ts";

export async function searchRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const search = { ...PUBLIC, preHandler: limitBy(app.limiter, "searches") };
  route(
    app,
    "GET /api/search/quips",
    { ...search, ...moderatorsSee(ctx, z.array(ModeratorQuip)) },
    (request) =>
      readOnReplica(ctx, request, (reads) => searchQuips(reads, request.user, request.query.q)),
  );
  route(app, "GET /api/search/users", search, (request) =>
    readOnReplica(ctx, request, (reads) => searchUsers(reads, request.user, request.query.q)),
  );
  route(app, "GET /api/search/topics", search, (request) =>
    readOnReplica(ctx, request, async (reads) =>
      (await searchTopics(reads, request.query.q)).map(withIsoTimes),
    ),
  );
  // Computed from what every visitor can read, and cached: no limit needed.
  route(app, "GET /api/trending", PUBLIC, () => listTrending(ctx));
}
