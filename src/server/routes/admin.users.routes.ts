import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { ADMIN, signedInMember } from "#server/plugins/access.ts";
import {
  changeAdminAccess,
  deleteUser,
  listAdmins,
  listAllUsers,
  searchUsers,
} from "#server/services/admin/index.ts";
import { liftSuspension, suspendMember } from "#server/services/moderation/index.ts";
import { NoBody } from "#shared/api/answers.ts";
import {
  AdminAccount,
  AdminSearchQuery,
  AdminSearchResult,
  AdminUsersPage,
  AdminUsersQuery,
} from "#shared/schemas/admin.ts";
import { SuspendInput } from "#shared/schemas/moderation.ts";
import { IdParams } from "#shared/schemas/quips.ts";

/** Members and administrators, for administrators only. */
export async function adminUsersRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const change = { params: IdParams, response: { 204: NoBody } };

  app.get(
    "/api/admin/users",
    { ...ADMIN, schema: { response: { 200: z.array(AdminAccount) } } },
    () => listAdmins(ctx),
  );

  app.get(
    "/api/admin/all-users",
    { ...ADMIN, schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersPage } } },
    (request) => listAllUsers(ctx, request.query),
  );

  app.get(
    "/api/admin/search-users",
    { ...ADMIN, schema: { querystring: AdminSearchQuery, response: { 200: AdminSearchResult } } },
    (request) => searchUsers(ctx, request.query.q),
  );

  app.post(
    "/api/admin/users/:id/grant-admin",
    { ...ADMIN, schema: change },
    async (request, reply) => {
      await changeAdminAccess(ctx, signedInMember(request), request.params.id, true);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/admin/users/:id/revoke-admin",
    { ...ADMIN, schema: change },
    async (request, reply) => {
      await changeAdminAccess(ctx, signedInMember(request), request.params.id, false);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/admin/users/:id/suspend",
    { ...ADMIN, schema: { ...change, body: SuspendInput } },
    async (request, reply) => {
      await suspendMember(ctx, signedInMember(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/admin/users/:id/unsuspend",
    { ...ADMIN, schema: change },
    async (request, reply) => {
      await liftSuspension(ctx, signedInMember(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete("/api/admin/users/:id", { ...ADMIN, schema: change }, async (request, reply) => {
    await deleteUser(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });
}
