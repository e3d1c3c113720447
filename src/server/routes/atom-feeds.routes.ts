import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { isNotModified } from "#server/lib/not-modified.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { readOnReplica } from "#server/plugins/read-your-writes.ts";
import { memberFeed, topAllTimeFeed, topicFeed } from "#server/services/atom-feeds/index.ts";
import { NoBody, textAs } from "#shared/api/answers.ts";
import { ATOM_MEDIA_TYPE } from "#shared/rules/atom-feeds.ts";
import { IdParams } from "#shared/schemas/quips.ts";

/** Readers poll often; five minutes spares the server and is still news to anyone. */
const FRESH_SECONDS = 300;

const feedAnswers = { 200: textAs(ATOM_MEDIA_TYPE), 304: NoBody };

/**
 * Atom feeds of revealed quips for feed readers (decision 0123). Each is the same document for
 * everyone (a visitor's view, whoever asks), so shared caches may keep it.
 */
export async function atomFeedsRoutes(base: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/feeds/top.atom",
    { ...PUBLIC, schema: { response: feedAnswers } },
    async (request, reply) =>
      sendFeed(request, reply, await readOnReplica(ctx, request, topAllTimeFeed)),
  );

  app.get(
    "/feeds/members/:id.atom",
    { ...PUBLIC, schema: { params: IdParams, response: feedAnswers } },
    async (request, reply) =>
      sendFeed(
        request,
        reply,
        await readOnReplica(ctx, request, (reads) => memberFeed(reads, request.params.id)),
      ),
  );

  app.get(
    "/feeds/topics/:identifier.atom",
    {
      ...PUBLIC,
      schema: {
        params: z.object({ identifier: z.string().min(1).max(200) }),
        response: feedAnswers,
      },
    },
    async (request, reply) =>
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
