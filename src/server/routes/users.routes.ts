import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { ACTIVE_MEMBER, MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { moderatorsSee } from "#server/plugins/moderator-view.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { listActivity } from "#server/services/activity/index.ts";
import { reportMember } from "#server/services/moderation/index.ts";
import {
  finishOnboarding,
  getBadges,
  getCityDistribution,
  getProfile,
  listBookmarks,
  listFollows,
  listSuggestedMembers,
  setFollow,
  updateProfile,
} from "#server/services/users/index.ts";
import { toOffset } from "#shared/schemas/paging.ts";
import { ModeratorQuip } from "#shared/schemas/quips.ts";

export async function usersRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "PATCH /api/users/profile", ACTIVE_MEMBER, (request) =>
    updateProfile(ctx, signedInMember(request).id, request.body),
  );

  route(app, "GET /api/users/suggested", MEMBER, (request) =>
    listSuggestedMembers(ctx, signedInMember(request)),
  );

  route(app, "POST /api/users/onboarded", MEMBER, (request) =>
    finishOnboarding(ctx, signedInMember(request)),
  );

  route(app, "GET /api/users/:id", PUBLIC, (request) =>
    readOnReplica(ctx, request, (reads) => getProfile(reads, request.user, request.params.id)),
  );

  route(app, "GET /api/users/:id/followers", PUBLIC, (request) =>
    readOnReplica(ctx, request, (reads) =>
      listFollows(reads, request.user, request.params.id, "followers", toOffset(request.query)),
    ),
  );

  route(app, "GET /api/users/:id/following", PUBLIC, (request) =>
    readOnReplica(ctx, request, (reads) =>
      listFollows(reads, request.user, request.params.id, "following", toOffset(request.query)),
    ),
  );

  route(app, "POST /api/users/:id/follow", ACTIVE_MEMBER, (request) =>
    setFollow(ctx, signedInMember(request), request.params.id),
  );

  route(app, "POST /api/users/:id/unfollow", MEMBER, (request) =>
    setFollow(ctx, signedInMember(request), request.params.id, false),
  );

  route(
    app,
    "POST /api/users/:id/report",
    { ...ACTIVE_MEMBER, preHandler: limitBy(app.limiter, "reports") },
    async (request, reply) => {
      const flag = await reportMember(
        ctx,
        signedInMember(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(flag);
    },
  );

  route(app, "GET /api/users/:id/badges", PUBLIC, (request) =>
    readOnReplica(ctx, request, (reads) => getBadges(reads, request.params.id)),
  );

  route(app, "GET /api/users/:id/city-distribution", PUBLIC, (request) =>
    readOnReplica(ctx, request, (reads) => getCityDistribution(reads, request.params.id)),
  );

  route(
    app,
    "GET /api/users/:id/bookmarks",
    { ...MEMBER, ...moderatorsSee(ctx, z.array(ModeratorQuip)) },
    (request) =>
      listBookmarks(ctx, signedInMember(request), request.params.id, toOffset(request.query)),
  );

  route(app, "GET /api/users/:id/activity", MEMBER, (request) =>
    listActivity(ctx, signedInMember(request), request.params.id, request.query),
  );
}
