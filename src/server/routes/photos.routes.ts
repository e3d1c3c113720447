import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ACTIVE_MEMBER, MEMBER, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { createUpload, receiveUpload, setProfilePhoto } from "#server/services/photos/index.ts";
import { LIMITS } from "#shared/limits.ts";

/** Room above the 10 MB limit, so an oversized photo gets the photo's own message. */
const UPLOAD_BODY_LIMIT = LIMITS.photoMaxBytes * 2;

export async function photosRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Uploaded files arrive raw, whatever type the browser declares; the bytes decide.
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: UPLOAD_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  route(
    app,
    "POST /api/objects/upload",
    { ...ACTIVE_MEMBER, preHandler: limitBy(app.limiter, "uploads") },
    (request) => createUpload(ctx, signedInMember(request).id),
  );

  route(
    app,
    "PUT /api/objects/upload/:id",
    { ...MEMBER, bodyLimit: UPLOAD_BODY_LIMIT },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await receiveUpload(ctx, signedInMember(request).id, request.params.id, bytes);
      return reply.status(204).send();
    },
  );

  route(app, "PUT /api/profile-photo", ACTIVE_MEMBER, (request) => {
    const user = signedInMember(request);
    return setProfilePhoto(ctx, user.id, user.id, request.body.profileImageUrl);
  });
}
