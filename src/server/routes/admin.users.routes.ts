import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ADMIN, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import {
  changeAdminAccess,
  deleteUser,
  listAdmins,
  listAllUsers,
  searchUsers,
} from "#server/services/admin/index.ts";
import {
  grantModerator,
  liftSuspension,
  listModerators,
  revokeModerator,
  suspendMember,
} from "#server/services/moderation/index.ts";

/** Members, administrators and moderators, for administrators only. */
export async function adminUsersRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/admin/users", ADMIN, () => listAdmins(ctx));

  route(app, "GET /api/admin/all-users", ADMIN, (request) => listAllUsers(ctx, request.query));

  route(app, "GET /api/admin/search-users", ADMIN, (request) => searchUsers(ctx, request.query.q));

  route(app, "POST /api/admin/users/:id/grant-admin", ADMIN, async (request, reply) => {
    await changeAdminAccess(ctx, signedInMember(request), request.params.id, true);
    return reply.status(204).send();
  });

  route(app, "POST /api/admin/users/:id/revoke-admin", ADMIN, async (request, reply) => {
    await changeAdminAccess(ctx, signedInMember(request), request.params.id, false);
    return reply.status(204).send();
  });

  route(app, "GET /api/admin/moderators", ADMIN, () => listModerators(ctx));

  route(app, "POST /api/admin/users/:id/grant-moderator", ADMIN, async (request, reply) => {
    await grantModerator(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "POST /api/admin/users/:id/revoke-moderator", ADMIN, async (request, reply) => {
    await revokeModerator(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "POST /api/admin/users/:id/suspend", ADMIN, async (request, reply) => {
    await suspendMember(ctx, signedInMember(request), request.params.id, request.body);
    return reply.status(204).send();
  });

  route(app, "POST /api/admin/users/:id/unsuspend", ADMIN, async (request, reply) => {
    await liftSuspension(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "DELETE /api/admin/users/:id", ADMIN, async (request, reply) => {
    await deleteUser(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });
}
