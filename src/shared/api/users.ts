import { z } from "zod";
import { ActivityPage } from "#shared/schemas/activity.ts";
import { CurrentUser } from "#shared/schemas/auth.ts";
import { FlagReceipt, MemberFlagInput } from "#shared/schemas/flags.ts";
import { OffsetQuery, PageQuery } from "#shared/schemas/paging.ts";
import { IdParams, Quip } from "#shared/schemas/quips.ts";
import { UpdateProfileInput } from "#shared/schemas/users.profile.ts";
import {
  Badge,
  CityDistribution,
  FollowState,
  SuggestedMember,
  UserProfile,
  UserSummary,
} from "#shared/schemas/users.ts";
import type { ApiTable } from "./types";

const byId = <T extends z.ZodType>(answer: T) => ({
  params: IdParams,
  response: { 200: answer },
});
const paged = <T extends z.ZodType>(item: T) => ({
  params: IdParams,
  querystring: PageQuery,
  response: { 200: z.array(item) },
});

export const usersApi = {
  "PATCH /api/users/profile": { body: UpdateProfileInput, response: { 200: CurrentUser } },
  "GET /api/users/suggested": { response: { 200: z.array(SuggestedMember) } },
  "POST /api/users/onboarded": { response: { 200: CurrentUser } },
  "GET /api/users/:id": byId(UserProfile),
  "GET /api/users/:id/followers": paged(UserSummary),
  "GET /api/users/:id/following": paged(UserSummary),
  "POST /api/users/:id/follow": byId(FollowState),
  "POST /api/users/:id/unfollow": byId(FollowState),
  "POST /api/users/:id/report": {
    params: IdParams,
    body: MemberFlagInput,
    response: { 201: FlagReceipt },
  },
  "GET /api/users/:id/badges": byId(z.array(Badge)),
  "GET /api/users/:id/city-distribution": byId(CityDistribution),
  "GET /api/users/:id/bookmarks": paged(Quip),
  "GET /api/users/:id/activity": {
    params: IdParams,
    querystring: OffsetQuery,
    response: { 200: ActivityPage },
  },
} as const satisfies ApiTable;
