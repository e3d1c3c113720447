import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { FlagInput } from "../../shared/schemas/flag";
import {
  CreateCommentInput,
  CreateQuipInput,
  EditQuipInput,
  FeedQuery,
  IdParams,
} from "../../shared/schemas/quip";
import type { AppContext } from "../context";
import { MEMBER, PUBLIC, signedInMember } from "../plugins/access";
import { limitBy } from "../rate-limit/limiter";
import { addComment, listComments } from "../services/quips/comments.service";
import { listFeed } from "../services/quips/feeds.service";
import { reportQuip } from "../services/quips/flags.service";
import { createQuip, deleteQuip, editQuip, getQuip } from "../services/quips/quips.service";
import { listLikers, toggleBookmark, toggleLike } from "../services/quips/reactions.service";

export async function quipsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const byId = { params: IdParams };
  app.get("/api/quips", { ...PUBLIC, schema: { querystring: FeedQuery } }, (request) =>
    listFeed(ctx, request.user, request.query),
  );

  const perMember = (rule: Parameters<typeof limitBy>[1]) => limitBy(app.limiter, rule);
  app.post(
    "/api/quips",
    { ...MEMBER, schema: { body: CreateQuipInput }, preHandler: perMember("quips") },
    async (request, reply) => {
      const quip = await createQuip(ctx, signedInMember(request), request.body);
      return reply.status(201).send(quip);
    },
  );

  app.get("/api/quips/:id", { ...PUBLIC, schema: byId }, (request) =>
    getQuip(ctx, request.user, request.params.id),
  );

  app.patch("/api/quips/:id", { ...MEMBER, schema: { ...byId, body: EditQuipInput } }, (request) =>
    editQuip(ctx, signedInMember(request), request.params.id, request.body.content),
  );

  app.delete("/api/quips/:id", { ...MEMBER, schema: byId }, async (request, reply) => {
    await deleteQuip(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });

  app.post(
    "/api/quips/:id/like",
    { ...MEMBER, schema: byId, preHandler: perMember("likes") },
    async (request) => {
      const result = await toggleLike(ctx, signedInMember(request), request.params.id);
      return { isLiked: result.active, likesCount: result.count };
    },
  );

  app.post("/api/quips/:id/bookmark", { ...MEMBER, schema: byId }, async (request) => {
    const result = await toggleBookmark(ctx, signedInMember(request), request.params.id);
    return { isBookmarked: result.active };
  });

  app.get("/api/quips/:id/likes", { ...PUBLIC, schema: byId }, (request) =>
    listLikers(ctx, request.user, request.params.id),
  );

  app.get("/api/quips/:id/comments", { ...PUBLIC, schema: byId }, (request) =>
    listComments(ctx, request.user, request.params.id),
  );

  app.post(
    "/api/quips/:id/comments",
    { ...MEMBER, schema: { ...byId, body: CreateCommentInput }, preHandler: perMember("comments") },
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
    { ...MEMBER, schema: { ...byId, body: FlagInput }, preHandler: perMember("reports") },
    async (request, reply) => {
      const flag = await reportQuip(ctx, signedInMember(request), request.params.id, request.body);
      return reply.status(201).send(flag);
    },
  );
}
