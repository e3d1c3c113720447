import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { anonymousAuthorsShown, recordAuthorViews } from "#server/services/moderation/index.ts";

/**
 * A route option for answers that carry quips. The route's own response schema refuses an
 * anonymous quip that names its author, which holds for every visitor and member, the author
 * included. Administrators see authors (moderation): their answer is checked against `schema`,
 * the same fields without that rule, and every anonymous author it names is recorded in the
 * moderation log before it leaves. Unknown fields are dropped either way. Answers with the
 * caller's own new or edited quip need none: it names nobody to its author, administrators too.
 */
export function moderatorsSee(ctx: AppContext, schema: z.ZodType) {
  return {
    preSerialization: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const admin = request.user;
      if (!admin?.isAdmin) return payload;
      const encoded = z.encode(schema, payload);
      await recordAuthorViews(ctx, admin, anonymousAuthorsShown(encoded));
      reply.serializer(() => JSON.stringify(encoded));
      return payload;
    },
  };
}
