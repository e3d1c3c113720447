import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { ADMIN, signedInMember } from "#server/plugins/access.ts";
import { getAdminStats } from "#server/services/admin/index.ts";
import { dismissFlag, listPendingFlags } from "#server/services/moderation/index.ts";
import { setQuipBotPhoto, updateQuipBotProfile } from "#server/services/quipbot/index.ts";
import { deleteQuip } from "#server/services/quips/index.ts";
import { NoBody } from "#shared/api/answers.ts";
import {
  AdminFlag,
  AdminStats,
  QuipBotPhotoInput,
  QuipBotProfile,
  QuipBotProfileInput,
} from "#shared/schemas/admin.ts";
import { ProfilePhotoAnswer } from "#shared/schemas/photos.ts";
import { IdParams } from "#shared/schemas/quips.ts";

/** The dashboard, reported content and QuipBot's profile, for administrators only. */
export async function adminRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const removal = { params: IdParams, response: { 204: NoBody } };

  app.get("/api/admin/stats", { ...ADMIN, schema: { response: { 200: AdminStats } } }, () =>
    getAdminStats(ctx),
  );

  app.get("/api/admin/flags", { ...ADMIN, schema: { response: { 200: z.array(AdminFlag) } } }, () =>
    listPendingFlags(ctx),
  );

  app.delete("/api/admin/flags/:id", { ...ADMIN, schema: removal }, async (request, reply) => {
    await dismissFlag(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  // Its reports go with it (the flags' foreign key cascades).
  app.delete("/api/admin/quips/:id", { ...ADMIN, schema: removal }, async (request, reply) => {
    await deleteQuip(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  app.patch(
    "/api/admin/quipbot/profile",
    { ...ADMIN, schema: { body: QuipBotProfileInput, response: { 200: QuipBotProfile } } },
    (request) => updateQuipBotProfile(ctx, request.body, signedInMember(request)),
  );

  app.put(
    "/api/admin/quipbot/profile-photo",
    { ...ADMIN, schema: { body: QuipBotPhotoInput, response: { 200: ProfilePhotoAnswer } } },
    (request) => setQuipBotPhoto(ctx, signedInMember(request), request.body.profileImageUrl),
  );
}
