import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, signedInMember } from "#server/plugins/access.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  deleteDraft,
  getDraft,
  listDrafts,
  saveDraft,
  updateDraft,
} from "#server/services/vault/index.ts";
import { NoBody } from "#shared/api/answers.ts";
import { PageQuery, toOffset } from "#shared/schemas/paging.ts";
import { DraftInput, IdParams } from "#shared/schemas/quips.ts";
import { Draft } from "#shared/schemas/vault.ts";

export async function vaultRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/vault",
    { ...MEMBER, schema: { querystring: PageQuery, response: { 200: z.array(Draft) } } },
    (request) => listDrafts(ctx, signedInMember(request), toOffset(request.query)),
  );

  app.get(
    "/api/vault/:id",
    { ...MEMBER, schema: { params: IdParams, response: { 200: Draft } } },
    (request) => getDraft(ctx, signedInMember(request), request.params.id),
  );

  app.post(
    "/api/vault",
    {
      ...MEMBER,
      schema: { body: DraftInput, response: { 201: Draft } },
      preHandler: limitBy(app.limiter, "drafts"),
    },
    async (request, reply) => {
      const draft = await saveDraft(ctx, signedInMember(request), request.body.content);
      return reply.status(201).send(draft);
    },
  );

  app.put(
    "/api/vault/:id",
    { ...MEMBER, schema: { params: IdParams, body: DraftInput, response: { 200: Draft } } },
    (request) => updateDraft(ctx, signedInMember(request), request.params.id, request.body.content),
  );

  app.delete(
    "/api/vault/:id",
    { ...MEMBER, schema: { params: IdParams, response: { 204: NoBody } } },
    async (request, reply) => {
      await deleteDraft(ctx, signedInMember(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
