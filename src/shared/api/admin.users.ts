import { z } from "zod";
import {
  AdminAccount,
  AdminSearchQuery,
  AdminSearchResult,
  AdminUsersPage,
  AdminUsersQuery,
} from "#shared/schemas/admin.ts";
import { ModeratorAccount, SuspendInput } from "#shared/schemas/moderation.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

const change = { params: IdParams, response: { 204: NoBody } };

export const adminUsersApi = {
  "GET /api/admin/users": { response: { 200: z.array(AdminAccount) } },
  "GET /api/admin/all-users": { querystring: AdminUsersQuery, response: { 200: AdminUsersPage } },
  "GET /api/admin/search-users": {
    querystring: AdminSearchQuery,
    response: { 200: AdminSearchResult },
  },
  "POST /api/admin/users/:id/grant-admin": change,
  "POST /api/admin/users/:id/revoke-admin": change,
  "GET /api/admin/moderators": { response: { 200: z.array(ModeratorAccount) } },
  "POST /api/admin/users/:id/grant-moderator": change,
  "POST /api/admin/users/:id/revoke-moderator": change,
  "POST /api/admin/users/:id/suspend": { ...change, body: SuspendInput },
  "POST /api/admin/users/:id/unsuspend": change,
  "DELETE /api/admin/users/:id": change,
} as const satisfies ApiTable;
