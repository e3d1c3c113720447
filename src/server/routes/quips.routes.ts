import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { serializedOnce } from "#server/lib/serialized-once.ts";
import { ACTIVE_MEMBER, MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { moderatorsSee } from "#server/plugins/moderator-view.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  addComment,
  listComments,
  listReplies,
  openQuipThread,
} from "#server/services/comments/index.ts";
import { readFeed } from "#server/services/feed/index.ts";
import { reportQuip } from "#server/services/moderation/index.ts";
import {
  createQuip,
  deleteQuip,
  editQuip,
  getQuip,
  listLikers,
  toggleBookmark,
  toggleLike,
} from "#server/services/quips/index.ts";
import { ModeratorQuipThread } from "#shared/schemas/comments.ts";
import { ModeratorQuip } from "#shared/schemas/quips.ts";

export async function quipsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  route(
    app,
    "GET /api/quips",
    { ...PUBLIC, ...moderatorsSee(ctx, z.array(ModeratorQuip)) },
    async (request, reply) => {
      const page = await readOnReplica(ctx, request, (reads) =>
        readFeed(ctx, reads, request.user, request.query),
      );
      if (request.user) return page;
      // A visitor's page is the one the cache hands to every visitor: its JSON is made once.
      const raw: FastifyReply = reply;
      return raw
        .type("application/json; charset=utf-8")
        .send(serializedOnce(page, (value) => String(raw.serialize(value))));
    },
  );

  const perMember = (rule: Parameters<typeof limitBy>[1]) => limitBy(app.limiter, rule);
  route(
    app,
    "POST /api/quips",
    { ...ACTIVE_MEMBER, preHandler: perMember("quips") },
    async (request, reply) => {
      const posted = await createQuip(ctx, signedInMember(request), request.body);
      // Held by a watched word, it is not posted yet: 202, and what it means (decision 0159).
      if ("held" in posted) return reply.status(202).send(posted);
      return reply.status(201).send(posted.quip);
    },
  );

  route(app, "GET /api/quips/:id", { ...PUBLIC, ...moderatorsSee(ctx, ModeratorQuip) }, (request) =>
    readOnReplica(ctx, request, (reads) => getQuip(reads, request.user, request.params.id)),
  );

  route(app, "PATCH /api/quips/:id", ACTIVE_MEMBER, (request) =>
    editQuip(ctx, signedInMember(request), request.params.id, request.body),
  );

  route(app, "DELETE /api/quips/:id", MEMBER, async (request, reply) => {
    await deleteQuip(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  route(
    app,
    "POST /api/quips/:id/like",
    { ...ACTIVE_MEMBER, preHandler: perMember("likes") },
    (request) => toggleLike(ctx, signedInMember(request), request.params.id),
  );

  route(app, "POST /api/quips/:id/bookmark", MEMBER, (request) =>
    toggleBookmark(ctx, signedInMember(request), request.params.id),
  );

  route(app, "GET /api/quips/:id/likes", PUBLIC, (request) =>
    readOnReplica(ctx, request, (reads) => listLikers(reads, request.user, request.params.id)),
  );

  route(
    app,
    "GET /api/quips/:id/thread",
    { ...PUBLIC, ...moderatorsSee(ctx, ModeratorQuipThread) },
    (request) =>
      readOnReplica(ctx, request, (reads) =>
        openQuipThread(reads, request.user, request.params.id),
      ),
  );

  route(app, "GET /api/quips/:id/comments", PUBLIC, (request) =>
    readOnReplica(ctx, request, (reads) =>
      listComments(reads, request.user, request.params.id, request.query),
    ),
  );

  route(app, "GET /api/quips/:id/comments/:commentId/replies", PUBLIC, (request) =>
    readOnReplica(ctx, request, (reads) =>
      listReplies(
        reads,
        request.user,
        { quipId: request.params.id, commentId: request.params.commentId },
        request.query,
      ),
    ),
  );

  route(
    app,
    "POST /api/quips/:id/comments",
    { ...ACTIVE_MEMBER, preHandler: perMember("comments") },
    async (request, reply) => {
      const posted = await addComment(
        ctx,
        signedInMember(request),
        request.params.id,
        request.body,
      );
      return reply.status("held" in posted ? 202 : 201).send(posted);
    },
  );

  route(
    app,
    "POST /api/quips/:id/flag",
    { ...ACTIVE_MEMBER, preHandler: perMember("reports") },
    async (request, reply) => {
      const flag = await reportQuip(ctx, signedInMember(request), request.params.id, request.body);
      return reply.status(201).send(flag);
    },
  );
}
