import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { type AppPages, sendAppPage } from "#server/first-screen/first-screen.ts";
import { isNotModified } from "#server/lib/not-modified.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { PUBLIC_SHARED } from "#server/plugins/private-answers.ts";
import {
  findResultCard,
  renderResultPage,
  resultCardImage,
} from "#server/services/competitions/index.ts";
import { createShareImageCache } from "#server/services/share/index.ts";
import { bytesAs, NoBody, textAs } from "#shared/api/answers.ts";
import { ResultCard, ResultCardParams } from "#shared/schemas/competitions.ts";

/**
 * Result cards (decision 0124): a member's public result in a competition, as a page with its
 * own share preview, its data and its picture. Every refusal is the same 404.
 */
export async function competitionsRoutes(
  base: FastifyInstance,
  opts: { ctx: AppContext; pages: AppPages },
) {
  const { ctx, pages } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const images = createShareImageCache();

  // Any ids: without a card the app's page still comes, with the site's preview, as a 404.
  app.get(
    "/results/:competitionId/:userId",
    {
      ...PUBLIC,
      schema: {
        params: z.object({ competitionId: z.string(), userId: z.string() }),
        response: { 200: textAs("text/html"), 404: textAs("text/html") },
      },
    },
    async (request, reply) => {
      const { competitionId, userId } = request.params;
      const page = await renderResultPage(ctx, await pages.html(), competitionId, userId);
      if (!page.found) reply.status(404);
      return sendAppPage(ctx, request, reply, pages, page.html);
    },
  );

  app.get(
    "/api/results/:competitionId/:userId",
    { ...PUBLIC, schema: { params: ResultCardParams, response: { 200: ResultCard } } },
    (request) => findResultCard(ctx, request.params.competitionId, request.params.userId),
  );

  app.get(
    "/api/results/:competitionId/:userId/image.png",
    {
      ...PUBLIC_SHARED,
      schema: {
        params: ResultCardParams,
        response: { 200: bytesAs("image/png"), 304: NoBody },
      },
    },
    async (request, reply) => {
      const { competitionId, userId } = request.params;
      const image = await resultCardImage(ctx, images, competitionId, userId);
      const caching = {
        etag: image.etag,
        "cache-control": `public, max-age=${image.maxAgeSeconds}`,
      };
      if (isNotModified(request.headers["if-none-match"], image.etag)) {
        return reply.status(304).headers(caching).send();
      }
      // Drawing is counted with the quips' share images, by address, under the same limit.
      const png = await image.png(() => app.limiter.check("shareImages", request.ip));
      return reply.headers(caching).type("image/png").send(png);
    },
  );
}
