import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { ADMIN, signedInMember } from "#server/plugins/access.ts";
import {
  changeAutoHideThreshold,
  dismissQuipReports,
  listFlaggedQuips,
  listModerationLog,
} from "#server/services/moderation/index.ts";
import { getAutoHideThreshold } from "#server/services/settings/index.ts";
import { NoBody } from "#shared/api/answers.ts";
import {
  AutoHideSetting,
  FlaggedQuip,
  ModerationLogPage,
  ModerationLogQuery,
} from "#shared/schemas/moderation.ts";
import { IdParams } from "#shared/schemas/quips.ts";

/** Reported quips by quip, the auto-hide threshold and the moderation log, for administrators. */
export async function moderationRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/flagged-quips",
    { ...ADMIN, schema: { response: { 200: z.array(FlaggedQuip) } } },
    () => listFlaggedQuips(ctx),
  );

  app.delete(
    "/api/admin/quips/:id/flags",
    { ...ADMIN, schema: { params: IdParams, response: { 204: NoBody } } },
    async (request, reply) => {
      await dismissQuipReports(ctx, signedInMember(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/admin/auto-hide",
    { ...ADMIN, schema: { response: { 200: AutoHideSetting } } },
    async () => ({ reports: await getAutoHideThreshold(ctx) }),
  );

  app.put(
    "/api/admin/auto-hide",
    { ...ADMIN, schema: { body: AutoHideSetting, response: { 200: AutoHideSetting } } },
    (request) => changeAutoHideThreshold(ctx, signedInMember(request), request.body.reports),
  );

  app.get(
    "/api/admin/moderation-log",
    { ...ADMIN, schema: { querystring: ModerationLogQuery, response: { 200: ModerationLogPage } } },
    (request) => listModerationLog(ctx, request.query),
  );
}
