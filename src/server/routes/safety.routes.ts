import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, signedInMember } from "#server/plugins/access.ts";
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
import { IdParams } from "#shared/schemas/quips.ts";
import {
  BlockState,
  BlocksPage,
  HideAuthorState,
  MutedWords,
  MutedWordsInput,
  MuteState,
  MutesPage,
  SafetyListQuery,
} from "#shared/schemas/safety.ts";

/** A member's mutes, blocks, hidden quips and muted words: theirs alone to read and change. */
export async function safetyRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const changes = limitBy(app.limiter, "safety");
  const toggle = <T extends typeof MuteState | typeof BlockState>(answer: T) => ({
    ...MEMBER,
    schema: { params: IdParams, response: { 200: answer } },
    preHandler: changes,
  });
  const list = <T extends typeof MutesPage | typeof BlocksPage>(answer: T) => ({
    ...MEMBER,
    schema: { querystring: SafetyListQuery, response: { 200: answer } },
  });
  const hidden = {
    ...MEMBER,
    schema: { params: IdParams, response: { 200: HideAuthorState } },
    preHandler: changes,
  };

  app.post("/api/users/:id/mute", toggle(MuteState), (request) =>
    setMute(ctx, signedInMember(request), request.params.id, true),
  );
  app.post("/api/users/:id/unmute", toggle(MuteState), (request) =>
    setMute(ctx, signedInMember(request), request.params.id, false),
  );
  app.post("/api/users/:id/block", toggle(BlockState), (request) =>
    setBlock(ctx, signedInMember(request), request.params.id, true),
  );
  app.post("/api/users/:id/unblock", toggle(BlockState), (request) =>
    setBlock(ctx, signedInMember(request), request.params.id, false),
  );

  app.get("/api/users/me/mutes", list(MutesPage), (request) =>
    listMutes(ctx, signedInMember(request), request.query),
  );
  app.get("/api/users/me/blocks", list(BlocksPage), (request) =>
    listBlocks(ctx, signedInMember(request), request.query),
  );

  app.post("/api/quips/:id/hide-author", hidden, (request) =>
    hideAuthor(ctx, signedInMember(request), request.params.id),
  );
  app.delete("/api/quips/:id/hide-author", hidden, (request) =>
    unhideAuthor(ctx, signedInMember(request), request.params.id),
  );

  app.get(
    "/api/users/me/muted-words",
    { ...MEMBER, schema: { response: { 200: MutedWords } } },
    (request) => getMutedWords(ctx, signedInMember(request)),
  );
  app.put(
    "/api/users/me/muted-words",
    {
      ...MEMBER,
      schema: { body: MutedWordsInput, response: { 200: MutedWords } },
      preHandler: changes,
    },
    (request) => setMutedWords(ctx, signedInMember(request), request.body),
  );
}
