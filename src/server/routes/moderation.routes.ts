import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ADMIN, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import {
  changeAutoHideThreshold,
  dismissCommentReports,
  dismissQuipReports,
  listFlaggedComments,
  listFlaggedQuips,
  listModerationLog,
} from "#server/services/moderation/index.ts";
import { getAutoHideThreshold } from "#server/services/settings/index.ts";

/**
 * The administrators' Flags and Log tabs: reported quips by quip and comments by comment (with
 * anonymous authors, each showing logged), the auto-hide threshold and the log. Moderators work
 * through `moderation.queue.routes.ts` (decision 0152).
 */
export async function moderationRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/admin/flagged-quips", ADMIN, (request) =>
    listFlaggedQuips(ctx, signedInMember(request)),
  );

  route(app, "DELETE /api/admin/quips/:id/flags", ADMIN, async (request, reply) => {
    await dismissQuipReports(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "GET /api/admin/flagged-comments", ADMIN, (request) =>
    listFlaggedComments(ctx, signedInMember(request)),
  );

  route(app, "DELETE /api/admin/comments/:id/flags", ADMIN, async (request, reply) => {
    await dismissCommentReports(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "GET /api/admin/auto-hide", ADMIN, async () => ({
    reports: await getAutoHideThreshold(ctx),
  }));

  route(app, "PUT /api/admin/auto-hide", ADMIN, (request) =>
    changeAutoHideThreshold(ctx, signedInMember(request), request.body.reports),
  );

  route(app, "GET /api/admin/moderation-log", ADMIN, (request) =>
    listModerationLog(ctx, signedInMember(request), request.query),
  );
}
