import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { MEMBER, signedInMember } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { limitBy } from "#server/rate-limit/limiter.ts";
import {
  deleteDraft,
  getDraft,
  listDrafts,
  saveDraft,
  updateDraft,
} from "#server/services/vault/index.ts";
import { toOffset } from "#shared/schemas/paging.ts";

export async function vaultRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  route(app, "GET /api/vault", MEMBER, (request) =>
    listDrafts(ctx, signedInMember(request), toOffset(request.query)),
  );

  route(app, "GET /api/vault/:id", MEMBER, (request) =>
    getDraft(ctx, signedInMember(request), request.params.id),
  );

  route(
    app,
    "POST /api/vault",
    { ...MEMBER, preHandler: limitBy(app.limiter, "drafts") },
    async (request, reply) => {
      const draft = await saveDraft(ctx, signedInMember(request), request.body);
      return reply.status(201).send(draft);
    },
  );

  route(app, "PUT /api/vault/:id", MEMBER, (request) =>
    updateDraft(ctx, signedInMember(request), request.params.id, request.body),
  );

  route(app, "DELETE /api/vault/:id", MEMBER, async (request, reply) => {
    await deleteDraft(ctx, signedInMember(request), request.params.id);
    return reply.status(204).send();
  });
}
