import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { serializedOnce } from "#server/lib/serialized-once.ts";
import { ACTIVE_MEMBER, MEMBER, PUBLIC, signedInMember } from "#server/plugins/access.ts";
import { moderatorsSee } from "#server/plugins/moderator-view.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import { addComment, listComments, listReplies } from "#server/services/comments/index.ts";
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
import { NoBody } from "#shared/api/answers.ts";
import {
  CommentPage,
  CommentsQuery,
  CommentThreadParams,
  CommentView,
  CreateCommentInput,
  ReplyPage,
} from "#shared/schemas/comments.ts";
import { FlagInput, FlagReceipt } from "#shared/schemas/flags.ts";
import {
  BookmarkState,
  CreateQuipInput,
  EditQuipInput,
  FeedQuery,
  IdParams,
  LikeState,
  ModeratorQuip,
  Quip,
} from "#shared/schemas/quips.ts";
import { Liker } from "#shared/schemas/users.ts";

export async function quipsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const byId = { params: IdParams };
  app.get(
    "/api/quips",
    {
      ...PUBLIC,
      schema: { querystring: FeedQuery, response: { 200: z.array(Quip) } },
      ...moderatorsSee(z.array(ModeratorQuip)),
    },
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
  app.post(
    "/api/quips",
    {
      ...ACTIVE_MEMBER,
      schema: { body: CreateQuipInput, response: { 201: Quip } },
      preHandler: perMember("quips"),
    },
    async (request, reply) => {
      const quip = await createQuip(ctx, signedInMember(request), request.body);
      return reply.status(201).send(quip);
    },
  );

  app.get(
    "/api/quips/:id",
    { ...PUBLIC, schema: { ...byId, response: { 200: Quip } }, ...moderatorsSee(ModeratorQuip) },
    (request) =>
      readOnReplica(ctx, request, (reads) => getQuip(reads, request.user, request.params.id)),
  );

  app.patch(
    "/api/quips/:id",
    { ...ACTIVE_MEMBER, schema: { ...byId, body: EditQuipInput, response: { 200: Quip } } },
    (request) => editQuip(ctx, signedInMember(request), request.params.id, request.body.content),
  );

  app.delete(
    "/api/quips/:id",
    { ...MEMBER, schema: { ...byId, response: { 204: NoBody } } },
    async (request, reply) => {
      await deleteQuip(ctx, signedInMember(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/quips/:id/like",
    {
      ...ACTIVE_MEMBER,
      schema: { ...byId, response: { 200: LikeState } },
      preHandler: perMember("likes"),
    },
    async (request) => {
      const result = await toggleLike(ctx, signedInMember(request), request.params.id);
      return { isLiked: result.active, likesCount: result.count };
    },
  );

  app.post(
    "/api/quips/:id/bookmark",
    { ...MEMBER, schema: { ...byId, response: { 200: BookmarkState } } },
    async (request) => {
      const result = await toggleBookmark(ctx, signedInMember(request), request.params.id);
      return { isBookmarked: result.active };
    },
  );

  app.get(
    "/api/quips/:id/likes",
    { ...PUBLIC, schema: { ...byId, response: { 200: z.array(Liker) } } },
    (request) =>
      readOnReplica(ctx, request, (reads) => listLikers(reads, request.user, request.params.id)),
  );

  app.get(
    "/api/quips/:id/comments",
    { ...PUBLIC, schema: { ...byId, querystring: CommentsQuery, response: { 200: CommentPage } } },
    (request) =>
      readOnReplica(ctx, request, (reads) =>
        listComments(reads, request.user, request.params.id, request.query),
      ),
  );

  app.get(
    "/api/quips/:id/comments/:commentId/replies",
    {
      ...PUBLIC,
      schema: {
        params: CommentThreadParams,
        querystring: CommentsQuery,
        response: { 200: ReplyPage },
      },
    },
    (request) =>
      readOnReplica(ctx, request, (reads) =>
        listReplies(
          reads,
          request.user,
          { quipId: request.params.id, commentId: request.params.commentId },
          request.query,
        ),
      ),
  );

  app.post(
    "/api/quips/:id/comments",
    {
      ...ACTIVE_MEMBER,
      schema: { ...byId, body: CreateCommentInput, response: { 201: CommentView } },
      preHandler: perMember("comments"),
    },
    async (request, reply) => {
      const comment = await addComment(
        ctx,
        signedInMember(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(comment);
    },
  );

  app.post(
    "/api/quips/:id/flag",
    {
      ...ACTIVE_MEMBER,
      schema: { ...byId, body: FlagInput, response: { 201: FlagReceipt } },
      preHandler: perMember("reports"),
    },
    async (request, reply) => {
      const flag = await reportQuip(ctx, signedInMember(request), request.params.id, request.body);
      return reply.status(201).send(flag);
    },
  );
}
