import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ACTIVE_MEMBER, MEMBER, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  deleteComment,
  editComment,
  toggleCommentHidden,
} from "#server/services/comments/index.ts";
import { reportComment } from "#server/services/moderation/index.ts";

/**
 * A comment once posted (it is posted under its quip, `quips.routes.ts`): edited and deleted
 * as a quip is, hidden by the quip's author, reported by anyone signed in.
 */
export async function commentsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "PATCH /api/comments/:id", ACTIVE_MEMBER, (request) =>
    editComment(ctx, signedInMember(request), request.params.id, request.body.content),
  );

  route(app, "DELETE /api/comments/:id", MEMBER, async (request, reply) => {
    await deleteComment(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(app, "POST /api/comments/:id/hide", MEMBER, (request) =>
    toggleCommentHidden(ctx, signedInMember(request), request.params.id),
  );

  route(
    app,
    "POST /api/comments/:id/flag",
    { ...ACTIVE_MEMBER, preHandler: limitBy(app.limiter, "reports") },
    async (request, reply) => {
      const flag = await reportComment(
        ctx,
        signedInMember(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(flag);
    },
  );
}
