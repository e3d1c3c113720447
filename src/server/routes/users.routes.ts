import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { ACTIVE_MEMBER, MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { moderatorsSee } from "#server/plugins/moderator-view.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import { listActivity } from "#server/services/activity/index.ts";
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
import { ActivityPage } from "#shared/schemas/activity.ts";
import { CurrentUser } from "#shared/schemas/auth.ts";
import { OffsetQuery, PageQuery, toOffset } from "#shared/schemas/paging.ts";
import { IdParams, ModeratorQuip, Quip } from "#shared/schemas/quips.ts";
import { UpdateProfileInput } from "#shared/schemas/users.profile.ts";
import {
  Badge,
  CityDistribution,
  FollowState,
  SuggestedMember,
  UserProfile,
  UserSummary,
} from "#shared/schemas/users.ts";

export async function usersRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const byId = <T extends z.ZodType>(answer: T) => ({
    params: IdParams,
    response: { 200: answer },
  });
  const paged = <T extends z.ZodType>(item: T) => ({
    params: IdParams,
    querystring: PageQuery,
    response: { 200: z.array(item) },
  });

  app.patch(
    "/api/users/profile",
    { ...ACTIVE_MEMBER, schema: { body: UpdateProfileInput, response: { 200: CurrentUser } } },
    (request) => updateProfile(ctx, signedInMember(request).id, request.body),
  );

  app.get(
    "/api/users/suggested",
    { ...MEMBER, schema: { response: { 200: z.array(SuggestedMember) } } },
    (request) => listSuggestedMembers(ctx, signedInMember(request)),
  );

  app.post(
    "/api/users/onboarded",
    { ...MEMBER, schema: { response: { 200: CurrentUser } } },
    (request) => finishOnboarding(ctx, signedInMember(request)),
  );

  app.get("/api/users/:id", { ...PUBLIC, schema: byId(UserProfile) }, (request) =>
    readOnReplica(ctx, request, (reads) => getProfile(reads, request.user, request.params.id)),
  );

  app.get("/api/users/:id/followers", { ...PUBLIC, schema: paged(UserSummary) }, (request) =>
    readOnReplica(ctx, request, (reads) =>
      listFollows(reads, request.user, request.params.id, "followers", toOffset(request.query)),
    ),
  );

  app.get("/api/users/:id/following", { ...PUBLIC, schema: paged(UserSummary) }, (request) =>
    readOnReplica(ctx, request, (reads) =>
      listFollows(reads, request.user, request.params.id, "following", toOffset(request.query)),
    ),
  );

  app.post("/api/users/:id/follow", { ...ACTIVE_MEMBER, schema: byId(FollowState) }, (request) =>
    setFollow(ctx, signedInMember(request), request.params.id),
  );

  app.post("/api/users/:id/unfollow", { ...MEMBER, schema: byId(FollowState) }, (request) =>
    setFollow(ctx, signedInMember(request), request.params.id, false),
  );

  app.get("/api/users/:id/badges", { ...PUBLIC, schema: byId(z.array(Badge)) }, (request) =>
    readOnReplica(ctx, request, (reads) => getBadges(reads, request.params.id)),
  );

  app.get(
    "/api/users/:id/city-distribution",
    { ...PUBLIC, schema: byId(CityDistribution) },
    (request) =>
      readOnReplica(ctx, request, (reads) => getCityDistribution(reads, request.params.id)),
  );

  app.get(
    "/api/users/:id/bookmarks",
    { ...MEMBER, schema: paged(Quip), ...moderatorsSee(z.array(ModeratorQuip)) },
    (request) =>
      listBookmarks(ctx, signedInMember(request), request.params.id, toOffset(request.query)),
  );

  app.get(
    "/api/users/:id/activity",
    {
      ...MEMBER,
      schema: { params: IdParams, querystring: OffsetQuery, response: { 200: ActivityPage } },
    },
    (request) => listActivity(ctx, signedInMember(request), request.params.id, request.query),
  );
}
