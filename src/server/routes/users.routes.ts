import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { OffsetQuery, PageQuery, toOffset } from "../../shared/schemas/paging";
import { UpdateProfileInput } from "../../shared/schemas/profile";
import { IdParams } from "../../shared/schemas/quip";
import type { AppContext } from "../context";
import { MEMBER, PUBLIC, signedInMember } from "../plugins/access";
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

  app.patch("/api/users/profile", { ...MEMBER, schema: { body: UpdateProfileInput } }, (request) =>
    updateProfile(ctx, signedInMember(request).id, request.body),
  );

  app.get("/api/users/:id", { ...PUBLIC, schema: byId }, (request) =>
    getProfile(ctx, request.user, request.params.id),
  );

  app.get("/api/users/:id/followers", { ...PUBLIC, schema: paged }, (request) =>
    listFollows(ctx, request.user, request.params.id, "followers", toOffset(request.query)),
  );

  app.get("/api/users/:id/following", { ...PUBLIC, schema: paged }, (request) =>
    listFollows(ctx, request.user, request.params.id, "following", toOffset(request.query)),
  );

  app.post("/api/users/:id/follow", { ...MEMBER, schema: byId }, (request) =>
    setFollow(ctx, signedInMember(request), request.params.id),
  );

  app.post("/api/users/:id/unfollow", { ...MEMBER, schema: byId }, (request) =>
    setFollow(ctx, signedInMember(request), request.params.id, false),
  );

  app.get("/api/users/:id/badges", { ...PUBLIC, schema: byId }, (request) =>
    getBadges(ctx, request.params.id),
  );

  app.get("/api/users/:id/city-distribution", { ...PUBLIC, schema: byId }, (request) =>
    getCityDistribution(ctx, request.params.id),
  );

  app.get("/api/users/:id/bookmarks", { ...MEMBER, schema: paged }, (request) =>
    listBookmarks(ctx, signedInMember(request), request.params.id, toOffset(request.query)),
  );

  app.get(
    "/api/users/:id/activity",
    { ...MEMBER, schema: { params: IdParams, querystring: OffsetQuery } },
    (request) => listActivity(ctx, signedInMember(request), request.params.id, request.query),
  );
}
