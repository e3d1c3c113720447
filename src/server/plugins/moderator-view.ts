import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/**
 * A route option for answers that carry quips. The route's own response schema refuses an
 * anonymous quip that names its author, which holds for every visitor and member, the author
 * included. Administrators see authors (moderation): their answer is checked against `schema`,
 * the same fields without that rule. Unknown fields are dropped either way. Answers with the
 * caller's own new or edited quip need none: it names nobody to its author, administrators too.
 */
export function moderatorsSee(schema: z.ZodType) {
  const serialize = (payload: unknown) => JSON.stringify(z.encode(schema, payload));
  return {
    preSerialization: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (request.user?.isAdmin) reply.serializer(serialize);
      return payload;
    },
  };
}
