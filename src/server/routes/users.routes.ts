import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { OffsetQuery, PageQuery, toOffset } from "../../shared/schemas/paging";
import { UpdateProfileInput } from "../../shared/schemas/profile";
import { IdParams } from "../../shared/schemas/quip";
import type { AppContext } from "../context";
import { requireUser } from "../plugins/session";
import { listActivity } from "../services/activity/activity.service";
import { getBadges, getCityDistribution } from "../services/users/achievements.service";
import { listBookmarks } from "../services/users/bookmarks.service";
import { listFollows, setFollow } from "../services/users/follows.service";
import { getProfile } from "../services/users/profile.service";
import { updateProfile } from "../services/users/update-profile.service";

export async function usersRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const byId = { params: IdParams };
  const paged = { params: IdParams, querystring: PageQuery };

  app.patch("/api/users/profile", { schema: { body: UpdateProfileInput } }, (request) =>
    updateProfile(ctx, requireUser(request).id, request.body),
  );

  app.get("/api/users/:id", { schema: byId }, (request) =>
    getProfile(ctx, request.user, request.params.id),
  );

  app.get("/api/users/:id/followers", { schema: paged }, (request) =>
    listFollows(ctx, request.user, request.params.id, "followers", toOffset(request.query)),
  );

  app.get("/api/users/:id/following", { schema: paged }, (request) =>
    listFollows(ctx, request.user, request.params.id, "following", toOffset(request.query)),
  );

  app.post("/api/users/:id/follow", { schema: byId }, (request) =>
    setFollow(ctx, requireUser(request), request.params.id),
  );

  app.post("/api/users/:id/unfollow", { schema: byId }, (request) =>
    setFollow(ctx, requireUser(request), request.params.id, false),
  );

  app.get("/api/users/:id/badges", { schema: byId }, (request) =>
    getBadges(ctx, request.params.id),
  );

  app.get("/api/users/:id/city-distribution", { schema: byId }, (request) =>
    getCityDistribution(ctx, request.params.id),
  );

  app.get("/api/users/:id/bookmarks", { schema: paged }, (request) =>
    listBookmarks(ctx, requireUser(request), request.params.id, toOffset(request.query)),
  );

  app.get(
    "/api/users/:id/activity",
    { schema: { params: IdParams, querystring: OffsetQuery } },
    (request) => listActivity(ctx, requireUser(request), request.params.id, request.query),
  );
}
