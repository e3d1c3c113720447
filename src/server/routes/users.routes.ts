import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ActivityPage } from "../../shared/schemas/activity";
import { CurrentUser } from "../../shared/schemas/auth";
import { OffsetQuery, PageQuery, toOffset } from "../../shared/schemas/paging";
import { IdParams, ModeratorQuip, Quip } from "../../shared/schemas/quips";
import {
  Badge,
  CityDistribution,
  FollowState,
  SuggestedMember,
  UserProfile,
  UserSummary,
} from "../../shared/schemas/users";
import { UpdateProfileInput } from "../../shared/schemas/users.profile";
import type { AppContext } from "../context";
import { ACTIVE_MEMBER, MEMBER, PUBLIC, signedInMember } from "../plugins/access";
import { moderatorsSee } from "../plugins/moderator-view";
import { readOnReplica } from "../plugins/read-your-writes";
import { listActivity } from "../services/activity/activity.service";
import { getBadges, getCityDistribution } from "../services/users/achievements.service";
import { listBookmarks } from "../services/users/bookmarks.service";
import { listFollows, setFollow } from "../services/users/follows.service";
import { finishOnboarding, listSuggestedMembers } from "../services/users/onboarding.service";
import { getProfile } from "../services/users/profile.service";
import { updateProfile } from "../services/users/update-profile.service";

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
