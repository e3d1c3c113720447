import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import {
  ACTIVE_MEMBER,
  ADMIN,
  MEMBER,
  MODERATOR,
  PUBLIC,
  signedInMember,
} from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { getRegistrationMode } from "#server/services/settings/index.ts";
import {
  approveMember,
  blockDomain,
  createInvite,
  declineMember,
  listBlockedDomains,
  listInvites,
  listPendingMembers,
  revokeInvite,
  setRegistrationMode,
  unblockDomain,
} from "#server/services/sign-up/index.ts";

/**
 * Sign-up controls (decision 0155). Approving and declining are a moderator's work (decision
 * 0152); the mode and the blocked domains are the administrators'.
 */
export async function signUpRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  // What the sign-up form needs to show its fields, and nothing else.
  route(app, "GET /api/auth/registration-mode", PUBLIC, async () => ({
    mode: await getRegistrationMode(ctx),
  }));

  route(app, "GET /api/admin/settings/registration", ADMIN, async () => ({
    mode: await getRegistrationMode(ctx),
  }));

  route(app, "PUT /api/admin/settings/registration", ADMIN, (request) =>
    setRegistrationMode(ctx, signedInMember(request), request.body),
  );

  route(app, "GET /api/moderation/pending-members", MODERATOR, () => listPendingMembers(ctx));

  route(app, "POST /api/moderation/users/:id/approve", MODERATOR, async (request, reply) => {
    await approveMember(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "POST /api/moderation/users/:id/decline", MODERATOR, async (request, reply) => {
    await declineMember(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "GET /api/invites", MEMBER, (request) => listInvites(ctx, signedInMember(request)));

  // Inviting lets someone in: refused while suspended or waiting, as posting is.
  route(app, "POST /api/invites", ACTIVE_MEMBER, async (request, reply) => {
    const invite = await createInvite(ctx, signedInMember(request));
    return reply.status(201).send(invite);
  });

  route(app, "DELETE /api/invites/:code", MEMBER, async (request, reply) => {
    await revokeInvite(ctx, signedInMember(request), request.params.code);
    return reply.status(204).send();
  });

  route(app, "GET /api/admin/blocked-domains", ADMIN, () => listBlockedDomains(ctx));

  route(app, "POST /api/admin/blocked-domains", ADMIN, async (request, reply) => {
    const blocked = await blockDomain(ctx, signedInMember(request), request.body);
    return reply.status(201).send(blocked);
  });

  route(app, "DELETE /api/admin/blocked-domains/:domain", ADMIN, async (request, reply) => {
    await unblockDomain(ctx, signedInMember(request), request.params.domain);
    return reply.status(204).send();
  });
}
