import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, MODERATOR, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import {
  appealWarning,
  decideAppeal,
  listOwnWarnings,
  warnMember,
} from "#server/services/moderation/index.ts";

/**
 * Warnings and their one appeal (decision 0158). Moderators and administrators warn and decide;
 * the warned member, suspended or not, reads their own and appeals: a suspension is exactly
 * when a member may most want to contest what led to it.
 */
export async function warningsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "POST /api/moderation/users/:id/warnings", MODERATOR, async (request, reply) => {
    const given = await warnMember(ctx, signedInMember(request), request.params.id, request.body);
    return reply.status(201).send(given);
  });

  route(app, "GET /api/users/me/warnings", MEMBER, (request) =>
    listOwnWarnings(ctx, signedInMember(request)),
  );

  route(app, "POST /api/moderation/warnings/:id/appeal", MEMBER, (request) =>
    appealWarning(ctx, signedInMember(request), request.params.id, request.body),
  );

  route(app, "POST /api/moderation/appeals/:id/decide", MODERATOR, async (request, reply) => {
    await decideAppeal(ctx, signedInMember(request), request.params.id, request.body);
    return reply.status(204).send();
  });
}
