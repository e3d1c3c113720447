import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ACTIVE_MEMBER, MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { makeGuess, readGuesses, withdrawGuess } from "#server/services/guesses/index.ts";

/**
 * Whodunnit (decision 0164): a guess counts toward what everyone reads at the reveal, so it is
 * refused while the member is suspended, as a like is; taking one back never is.
 */
export async function guessesRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const limited = limitBy(app.limiter, "guesses");

  route(app, "POST /api/quips/:id/guesses", { ...ACTIVE_MEMBER, preHandler: limited }, (request) =>
    makeGuess(ctx, signedInMember(request), request.params.id, request.body.username),
  );

  route(
    app,
    "DELETE /api/quips/:id/guesses",
    { ...MEMBER, preHandler: limited },
    async (request, reply) => {
      await withdrawGuess(ctx, signedInMember(request), request.params.id);
      return reply.status(204).send();
    },
  );

  route(app, "GET /api/quips/:id/guesses", PUBLIC, (request) =>
    readOnReplica(ctx, request, (reads) => readGuesses(reads, request.user, request.params.id)),
  );
}
