import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PageQuery, toOffset } from "../../shared/schemas/paging";
import { DraftInput, IdParams } from "../../shared/schemas/quip";
import type { AppContext } from "../context";
import { requireUser } from "../plugins/session";
import { limitBy } from "../rate-limit/limiter";
import {
  deleteDraft,
  getDraft,
  listDrafts,
  saveDraft,
  updateDraft,
} from "../services/vault.service";

export async function vaultRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  // A visitor gets the 401 before anything is counted.
  const signedIn = async (request: FastifyRequest) => {
    requireUser(request);
  };

  app.get("/api/vault", { schema: { querystring: PageQuery } }, (request) =>
    listDrafts(ctx, requireUser(request), toOffset(request.query)),
  );

  app.get("/api/vault/:id", { schema: { params: IdParams } }, (request) =>
    getDraft(ctx, requireUser(request), request.params.id),
  );

  app.post(
    "/api/vault",
    {
      schema: { body: DraftInput },
      preHandler: [signedIn, limitBy(app.limiter, "drafts")],
    },
    async (request, reply) => {
      const draft = await saveDraft(ctx, requireUser(request), request.body.content);
      return reply.status(201).send(draft);
    },
  );

  app.put("/api/vault/:id", { schema: { params: IdParams, body: DraftInput } }, (request) =>
    updateDraft(ctx, requireUser(request), request.params.id, request.body.content),
  );

  app.delete("/api/vault/:id", { schema: { params: IdParams } }, async (request, reply) => {
    await deleteDraft(ctx, requireUser(request), request.params.id);
    return reply.status(204).send();
  });
}
