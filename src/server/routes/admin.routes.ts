import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminFlag,
  AdminStats,
  QuipBotPhotoInput,
  QuipBotProfile,
  QuipBotProfileInput,
} from "../../shared/schemas/admin";
import { ProfilePhotoAnswer } from "../../shared/schemas/photos";
import { IdParams } from "../../shared/schemas/quips";
import type { AppContext } from "../context";
import { ADMIN, signedInMember } from "../plugins/access";
import { NoBody } from "../plugins/non-json-answers";
import { getAdminStats } from "../services/admin/stats.service";
import { dismissFlag, listPendingFlags } from "../services/moderation/flag-review.service";
import { setQuipBotPhoto, updateQuipBotProfile } from "../services/quipbot/quipbot-account.service";
import { deleteQuip } from "../services/quips/quips.service";

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
