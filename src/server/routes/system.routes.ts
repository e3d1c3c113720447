import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { scheduledJobs } from "#server/jobs/run-due.ts";
import { ADMIN, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import {
  discardMail,
  discardPush,
  getDatabaseState,
  getSystemMail,
  getSystemPushes,
  getVersion,
  listExportsInFlight,
  listScheduledJobs,
  retryMail,
  retryPush,
} from "#server/services/system/index.ts";

/**
 * The console's System tab, for administrators only. Every read is of the primary: a replica's
 * answer could be seconds old, and the tab is where an operator learns what is true now.
 */
export async function systemRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/admin/system/jobs", ADMIN, () =>
    listScheduledJobs(ctx, scheduledJobs(ctx.config)),
  );

  route(app, "GET /api/admin/system/mail", ADMIN, () => getSystemMail(ctx));

  route(app, "POST /api/admin/system/mail/:id/retry", ADMIN, (request) =>
    retryMail(ctx, signedInMember(request), request.params.id),
  );

  route(app, "POST /api/admin/system/mail/:id/discard", ADMIN, async (request, reply) => {
    await discardMail(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "GET /api/admin/system/pushes", ADMIN, () => getSystemPushes(ctx));

  route(app, "POST /api/admin/system/pushes/:id/retry", ADMIN, (request) =>
    retryPush(ctx, signedInMember(request), request.params.id),
  );

  route(app, "POST /api/admin/system/pushes/:id/discard", ADMIN, async (request, reply) => {
    await discardPush(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "GET /api/admin/system/exports", ADMIN, () => listExportsInFlight(ctx));

  route(app, "GET /api/admin/system/database", ADMIN, () => getDatabaseState(ctx));

  route(app, "GET /api/admin/system/version", ADMIN, () => getVersion(ctx));
}
