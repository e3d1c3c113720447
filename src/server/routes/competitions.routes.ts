import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { type AppPages, sendAppPage } from "#server/first-screen/first-screen.ts";
import { isNotModified } from "#server/lib/not-modified.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { PUBLIC_SHARED } from "#server/plugins/private-answers.ts";
import {
  findResultCard,
  renderResultPage,
  resultCardImage,
} from "#server/services/competitions/index.ts";
import { createShareImageCache } from "#server/services/share/index.ts";

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
  route(app, "GET /results/:competitionId/:userId", PUBLIC, async (request, reply) => {
    const { competitionId, userId } = request.params;
    const page = await renderResultPage(ctx, await pages.html(), competitionId, userId);
    if (!page.found) reply.status(404);
    return sendAppPage(ctx, request, reply, pages, page.html);
  });

  route(app, "GET /api/results/:competitionId/:userId", PUBLIC, (request) =>
    findResultCard(ctx, request.params.competitionId, request.params.userId),
  );

  route(
    app,
    "GET /api/results/:competitionId/:userId/image.png",
    PUBLIC_SHARED,
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
