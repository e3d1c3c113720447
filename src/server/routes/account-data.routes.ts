import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, signedInMember } from "#server/plugins/access.ts";
import { endSession } from "#server/plugins/session.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  getExportState,
  openExportDownload,
  requestExport,
} from "#server/services/account-data/index.ts";
import { deleteOwnAccount } from "#server/services/users/index.ts";
import { bytesAs, NoBody } from "#shared/api/answers.ts";
import {
  DeleteAccountInput,
  ExportState,
  ExportStateQuery,
  ExportTokenParams,
} from "#shared/schemas/account-data.ts";

/**
 * A member's own data: the export (decision 0115) and deleting the account (0116). Member
 * routes, open to a suspended member too: none adds to what others read.
 */
export async function accountDataRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/users/me/export",
    { ...MEMBER, schema: { querystring: ExportStateQuery, response: { 200: ExportState } } },
    (request) => getExportState(ctx, signedInMember(request), request.query.token),
  );

  app.post(
    "/api/users/me/export",
    { ...MEMBER, schema: { response: { 202: ExportState } } },
    async (request, reply) =>
      reply.status(202).send(await requestExport(ctx, signedInMember(request))),
  );

  app.get(
    "/api/users/me/export/:token",
    {
      ...MEMBER,
      schema: { params: ExportTokenParams, response: { 200: bytesAs("application/zip") } },
      preHandler: limitBy(app.limiter, "dataExportDownloads"),
    },
    async (request, reply) => {
      const file = await openExportDownload(ctx, signedInMember(request), request.params.token);
      return reply
        .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
        .type("application/zip")
        .send(file.bytes);
    },
  );

  app.delete(
    "/api/users/me",
    {
      ...MEMBER,
      schema: { body: DeleteAccountInput, response: { 204: NoBody } },
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
