import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ADMIN, MEMBER, MODERATOR, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import {
  approveHeldPost,
  declineHeldPost,
  listOwnHeldPosts,
  listWatchedWords,
  unwatchWord,
  watchWord,
  withdrawHeldPost,
} from "#server/services/moderation/index.ts";

/**
 * Watched words (decision 0159): the list is the administrators'; what a `review` word holds is
 * its author's to read and withdraw, and a moderator's to approve or decline.
 */
export async function watchedWordsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /api/admin/watched-words", ADMIN, () => listWatchedWords(ctx));

  route(app, "POST /api/admin/watched-words", ADMIN, async (request, reply) => {
    const watched = await watchWord(ctx, signedInMember(request), request.body);
    return reply.status(201).send(watched);
  });

  route(app, "DELETE /api/admin/watched-words/:word", ADMIN, async (request, reply) => {
    await unwatchWord(ctx, signedInMember(request), request.params.word);
    return reply.status(204).send();
  });

  route(app, "GET /api/held-posts", MEMBER, (request) =>
    listOwnHeldPosts(ctx, signedInMember(request)),
  );

  route(app, "DELETE /api/held-posts/:id", MEMBER, async (request, reply) => {
    await withdrawHeldPost(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "POST /api/moderation/held-posts/:id/approve", MODERATOR, async (request, reply) => {
    await approveHeldPost(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "POST /api/moderation/held-posts/:id/decline", MODERATOR, async (request, reply) => {
    await declineHeldPost(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });
}
