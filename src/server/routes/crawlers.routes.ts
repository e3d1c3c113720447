import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import {
  listPublicPages,
  listRevealedQuipsOf,
  listSitemaps,
  robotsTxt,
  writeSitemap,
  writeSitemapIndex,
} from "#server/services/crawlers/index.ts";
import { GENERIC_MSG } from "#shared/messages/common.ts";

/** Crawlers come back daily at most; an hour spares the database and is news enough. */
const FRESH_SECONDS = 3600;

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

  route(app, "GET /robots.txt", PUBLIC, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", `public, max-age=${FRESH_SECONDS}`)
      .send(robotsTxt(publicUrl)),
  );

  route(app, "GET /sitemap.xml", PUBLIC, async (request, reply) =>
    sendXml(reply, writeSitemapIndex(publicUrl, await readOnReplica(ctx, request, listSitemaps))),
  );

  route(app, "GET /sitemaps/pages.xml", PUBLIC, async (request, reply) =>
    sendXml(reply, writeSitemap(publicUrl, await readOnReplica(ctx, request, listPublicPages))),
  );

  route(app, "GET /sitemaps/quips/:day.xml", PUBLIC, async (request, reply) => {
    const paths = await readOnReplica(ctx, request, (reads) =>
      listRevealedQuipsOf(reads, request.params.day),
    );
    if (!paths) throw new AppError("NOT_FOUND", GENERIC_MSG.notFound);
    return sendXml(reply, writeSitemap(publicUrl, paths));
  });
}
