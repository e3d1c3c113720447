import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  getMutedWords,
  hideAuthor,
  listBlocks,
  listMutes,
  setBlock,
  setMute,
  setMutedWords,
  unhideAuthor,
} from "#server/services/safety/index.ts";

/** A member's mutes, blocks, hidden quips and muted words: theirs alone to read and change. */
export async function safetyRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const changes = limitBy(app.limiter, "safety");
  const change = { ...MEMBER, preHandler: changes };

  route(app, "POST /api/users/:id/mute", change, (request) =>
    setMute(ctx, signedInMember(request), request.params.id, true),
  );
  route(app, "POST /api/users/:id/unmute", change, (request) =>
    setMute(ctx, signedInMember(request), request.params.id, false),
  );
  route(app, "POST /api/users/:id/block", change, (request) =>
    setBlock(ctx, signedInMember(request), request.params.id, true),
  );
  route(app, "POST /api/users/:id/unblock", change, (request) =>
    setBlock(ctx, signedInMember(request), request.params.id, false),
  );

  route(app, "GET /api/users/me/mutes", MEMBER, (request) =>
    listMutes(ctx, signedInMember(request), request.query),
  );
  route(app, "GET /api/users/me/blocks", MEMBER, (request) =>
    listBlocks(ctx, signedInMember(request), request.query),
  );

  route(app, "POST /api/quips/:id/hide-author", change, (request) =>
    hideAuthor(ctx, signedInMember(request), request.params.id),
  );
  route(app, "DELETE /api/quips/:id/hide-author", change, (request) =>
    unhideAuthor(ctx, signedInMember(request), request.params.id),
  );

  route(app, "GET /api/users/me/muted-words", MEMBER, (request) =>
    getMutedWords(ctx, signedInMember(request)),
  );
  route(app, "PUT /api/users/me/muted-words", { ...MEMBER, preHandler: changes }, (request) =>
    setMutedWords(ctx, signedInMember(request), request.body),
  );
}
