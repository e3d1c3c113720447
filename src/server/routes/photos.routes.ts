import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ACTIVE_MEMBER, MEMBER, signedInMember } from "#server/plugins/access.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { createUpload, receiveUpload, setProfilePhoto } from "#server/services/photos/index.ts";
import { NoBody } from "#shared/api/answers.ts";
import { LIMITS } from "#shared/limits.ts";
import { ProfilePhotoAnswer, UploadTicket } from "#shared/schemas/photos.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import { ProfilePhotoInput } from "#shared/schemas/users.profile.ts";

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

  app.post(
    "/api/objects/upload",
    {
      ...ACTIVE_MEMBER,
      schema: { response: { 200: UploadTicket } },
      preHandler: limitBy(app.limiter, "uploads"),
    },
    (request) => createUpload(ctx, signedInMember(request).id),
  );

  app.put(
    "/api/objects/upload/:id",
    {
      ...MEMBER,
      schema: { params: IdParams, response: { 204: NoBody } },
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await receiveUpload(ctx, signedInMember(request).id, request.params.id, bytes);
      return reply.status(204).send();
    },
  );

  app.put(
    "/api/profile-photo",
    {
      ...ACTIVE_MEMBER,
      schema: { body: ProfilePhotoInput, response: { 200: ProfilePhotoAnswer } },
    },
    (request) => {
      const user = signedInMember(request);
      return setProfilePhoto(ctx, user.id, user.id, request.body.profileImageUrl);
    },
  );
}
