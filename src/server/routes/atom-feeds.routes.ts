import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { isNotModified } from "#server/lib/not-modified.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import {
  memberFeed,
  recapsFeed,
  topAllTimeFeed,
  topicFeed,
} from "#server/services/atom-feeds/index.ts";
import { ATOM_MEDIA_TYPE } from "#shared/rules/atom-feeds.ts";

/** Readers poll often; five minutes spares the server and is still news to anyone. */
const FRESH_SECONDS = 300;

/**
 * Atom feeds of revealed quips for feed readers (decision 0123). Each is the same document for
 * everyone (a visitor's view, whoever asks), so shared caches may keep it.
 */
export async function atomFeedsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  route(app, "GET /feeds/top.atom", PUBLIC, async (request, reply) =>
    sendFeed(request, reply, await readOnReplica(ctx, request, topAllTimeFeed)),
  );

  route(app, "GET /feeds/recaps.atom", PUBLIC, async (request, reply) =>
    sendFeed(request, reply, await readOnReplica(ctx, request, recapsFeed)),
  );

  route(app, "GET /feeds/members/:id.atom", PUBLIC, async (request, reply) =>
    sendFeed(
      request,
      reply,
      await readOnReplica(ctx, request, (reads) => memberFeed(reads, request.params.id)),
    ),
  );

  route(app, "GET /feeds/topics/:identifier.atom", PUBLIC, async (request, reply) =>
    sendFeed(
      request,
      reply,
      await readOnReplica(ctx, request, (reads) => topicFeed(reads, request.params.identifier)),
    ),
  );
}

/** The document, or 304 when the reader holds it already: the tag is the document's own hash. */
function sendFeed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  reply.headers({ etag, "cache-control": `public, max-age=${FRESH_SECONDS}` });
  if (isNotModified(request.headers["if-none-match"], etag)) return reply.status(304).send();
  return reply.type(`${ATOM_MEDIA_TYPE}; charset=utf-8`).send(body);
}
