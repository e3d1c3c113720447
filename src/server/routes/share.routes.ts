import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { type AppPages, sendAppPage } from "#server/first-screen/first-screen.ts";
import { isNotModified } from "#server/lib/not-modified.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { PUBLIC_SHARED } from "#server/plugins/private-answers.ts";
import {
  createShareImageCache,
  quipShareImage,
  renderQuipPage,
} from "#server/services/share/index.ts";

/**
 * Link unfurlers read /quip/:id without running JavaScript: the page is the app's own
 * index.html with the quip's Open Graph and Twitter tags, and its image is drawn here.
 * A specific route, so it wins over the app's catch-all page route.
 */
export async function shareRoutes(
  base: FastifyInstance,
  opts: { ctx: AppContext; pages: AppPages },
) {
  const { ctx, pages } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const images = createShareImageCache();

  // Any id: an unknown or malformed one still gets the app's page (it says "Quip not found.").
  route(app, "GET /quip/:id", PUBLIC, async (request, reply) => {
    const html = await renderQuipPage(ctx, await pages.html(), request.params.id);
    return sendAppPage(ctx, request, reply, pages, html);
  });

  route(
    app,
    "GET /api/quips/:id/share-image.png",
    {
      // Drawn as a visitor sees the quip, whoever asks (decision 0033).
      ...PUBLIC_SHARED,
    },
    async (request, reply) => {
      const image = await quipShareImage(ctx, images, request.params.id);
      // Set on the picture (or its 304) only, never on a refusal a cache could keep.
      const caching = {
        etag: image.etag,
        // Zero when the reveal is under a second away: keep it, but ask again before use.
        "cache-control":
          image.maxAgeSeconds > 0 ? `public, max-age=${image.maxAgeSeconds}` : "no-cache",
      };
      if (isNotModified(request.headers["if-none-match"], image.etag)) {
        return reply.status(304).headers(caching).send();
      }
      // Only drawing is counted, by address: sending a picture already drawn costs nothing.
      const png = await image.png(() => app.limiter.check("shareImages", request.ip));
      return reply.headers(caching).type("image/png").send(png);
    },
  );
}
