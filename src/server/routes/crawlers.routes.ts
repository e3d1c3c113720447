import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import {
  listPublicPages,
  listRevealedQuipsOf,
  listSitemaps,
  robotsTxt,
  writeSitemap,
  writeSitemapIndex,
} from "#server/services/crawlers/index.ts";
import { textAs } from "#shared/api/answers.ts";
import { GENERIC_MSG } from "#shared/messages/common.ts";

/** Crawlers come back daily at most; an hour spares the database and is news enough. */
const FRESH_SECONDS = 3600;

const xml = { 200: textAs("application/xml") };

function sendXml(reply: FastifyReply, body: string) {
  return reply
    .type("application/xml; charset=utf-8")
    .header("cache-control", `public, max-age=${FRESH_SECONDS}`)
    .send(body);
}

/** robots.txt and the sitemaps: what search engines may read and index (decision 0129). */
export async function crawlersRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();
  const publicUrl = ctx.config.publicUrl;

  app.get(
    "/robots.txt",
    { ...PUBLIC, schema: { response: { 200: textAs("text/plain") } } },
    async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", `public, max-age=${FRESH_SECONDS}`)
        .send(robotsTxt(publicUrl)),
  );

  app.get("/sitemap.xml", { ...PUBLIC, schema: { response: xml } }, async (request, reply) =>
    sendXml(reply, writeSitemapIndex(publicUrl, await readOnReplica(ctx, request, listSitemaps))),
  );

  app.get("/sitemaps/pages.xml", { ...PUBLIC, schema: { response: xml } }, async (request, reply) =>
    sendXml(reply, writeSitemap(publicUrl, await readOnReplica(ctx, request, listPublicPages))),
  );

  app.get(
    "/sitemaps/quips/:day.xml",
    { ...PUBLIC, schema: { params: z.object({ day: z.string().max(10) }), response: xml } },
    async (request, reply) => {
      const paths = await readOnReplica(ctx, request, (reads) =>
        listRevealedQuipsOf(reads, request.params.day),
      );
      if (!paths) throw new AppError("NOT_FOUND", GENERIC_MSG.notFound);
      return sendXml(reply, writeSitemap(publicUrl, paths));
    },
  );
}
