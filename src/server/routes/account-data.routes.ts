import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { endSession } from "#server/plugins/session.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  getExportState,
  openExportDownload,
  requestExport,
} from "#server/services/account-data/index.ts";
import { deleteOwnAccount } from "#server/services/users/index.ts";

/**
 * A member's own data: the export (decision 0115) and deleting the account (0116). Member
 * routes, open to a suspended member too: none adds to what others read.
 */
export async function accountDataRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/users/me/export", MEMBER, (request) =>
    getExportState(ctx, signedInMember(request), request.query.token),
  );

  route(app, "POST /api/users/me/export", MEMBER, async (request, reply) =>
    reply.status(202).send(await requestExport(ctx, signedInMember(request))),
  );

  route(
    app,
    "GET /api/users/me/export/:token",
    { ...MEMBER, preHandler: limitBy(app.limiter, "dataExportDownloads") },
    async (request, reply) => {
      const file = await openExportDownload(ctx, signedInMember(request), request.params.token);
      return reply
        .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
        .type("application/zip")
        .send(file.bytes);
    },
  );

  route(
    app,
    "DELETE /api/users/me",
    {
      ...MEMBER,

      // The same count as the other forms that check the current password (account.routes.ts).
      preHandler: limitBy(app.limiter, "currentPassword"),
    },
    async (request, reply) => {
      await deleteOwnAccount(
        ctx,
        app.limiter,
        { member: signedInMember(request), ip: request.ip },
        request.body,
      );
      await endSession(ctx, request, reply);
      return reply.status(204).send();
    },
  );
}
