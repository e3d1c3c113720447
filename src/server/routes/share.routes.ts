import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context";
import { renderQuipPage, renderQuipShareImage } from "../services/share/share.service";
import { MINIMAL_SHELL } from "../services/share/share-meta";

/** Long enough to spare a busy post, short enough that a reveal shows up soon after 48 hours. */
const IMAGE_CACHE = "public, max-age=300";

/**
 * Link unfurlers read /quip/:id without running JavaScript: the page is the app's own
 * index.html with the quip's Open Graph and Twitter tags, and its image is drawn here.
 * A specific route, so it wins over the app's catch-all page route.
 */
export async function shareRoutes(
  base: FastifyInstance,
  opts: { ctx: AppContext; clientDir: string | null },
) {
  const { ctx, clientDir } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  let indexHtml: Promise<string> | undefined;
  // Read once; a missing or unreadable file still gives unfurlers their tags.
  const readIndex = () => {
    indexHtml ??= clientDir
      ? readFile(path.join(clientDir, "index.html"), "utf8").catch(() => MINIMAL_SHELL)
      : Promise.resolve(MINIMAL_SHELL);
    return indexHtml;
  };

  // Any id: an unknown or malformed one still gets the app's page (it says "Quip not found.").
  app.get(
    "/quip/:id",
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const html = await renderQuipPage(ctx, await readIndex(), request.params.id);
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
    },
  );

  app.get(
    "/api/quips/:id/share-image.png",
    { schema: { params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const png = await renderQuipShareImage(ctx, request.params.id);
      return reply.type("image/png").header("cache-control", IMAGE_CACHE).send(png);
    },
  );
}
