import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ADMIN, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { getAdminStats } from "#server/services/admin/index.ts";
import {
  dismissFlag,
  listPendingFlags,
  viewQuipAuthor,
} from "#server/services/moderation/index.ts";
import { setQuipBotPhoto, updateQuipBotProfile } from "#server/services/quipbot/index.ts";
import { deleteQuip } from "#server/services/quips/index.ts";

/** The dashboard, reported content and QuipBot's profile, for administrators only. */
export async function adminRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/admin/stats", ADMIN, () => getAdminStats(ctx));

  route(app, "GET /api/admin/flags", ADMIN, (request) =>
    listPendingFlags(ctx, signedInMember(request)),
  );

  route(app, "DELETE /api/admin/flags/:id", ADMIN, async (request, reply) => {
    await dismissFlag(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  // Its reports go with it (the flags' foreign key cascades).
  route(app, "DELETE /api/admin/quips/:id", ADMIN, async (request, reply) => {
    await deleteQuip(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  // Who wrote a quip the review queue shows as anonymous: recorded in the log while it is.
  route(app, "GET /api/admin/quips/:id/author", ADMIN, (request) =>
    viewQuipAuthor(ctx, signedInMember(request), request.params.id),
  );

  route(app, "PATCH /api/admin/quipbot/profile", ADMIN, (request) =>
    updateQuipBotProfile(ctx, request.body, signedInMember(request)),
  );

  route(app, "PUT /api/admin/quipbot/profile-photo", ADMIN, (request) =>
    setQuipBotPhoto(ctx, signedInMember(request), request.body.profileImageUrl),
  );
}
