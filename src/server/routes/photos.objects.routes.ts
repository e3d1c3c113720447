import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { isNotModified } from "#server/lib/not-modified.ts";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import { isPublicObjectKey } from "#server/storage/object-storage.ts";

/** Keys are never reused (each upload gets a new uuid), so browsers may keep a copy forever. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Served through the app from the disk or the bucket alike (decision 0125). The object is
 * read even when the browser's copy is current, so a removed photo answers 404, never 304.
 */
export async function photoObjectsRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { storage } = opts.ctx;

  const wildcard = "GET /objects/*";
  route<typeof wildcard, { Params: { "*": string } }>(
    app,
    wildcard,
    PUBLIC,
    async (request, reply) => {
      const key = request.params["*"];
      const object = isPublicObjectKey(key) ? await storage.get(key) : null;
      if (!object) {
        return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      }
      const etag = entityTag(object.bytes);
      reply
        .header("Cache-Control", IMMUTABLE)
        .header("ETag", etag)
        .header("X-Content-Type-Options", "nosniff")
        // Opened directly, a stored file must not run script or load anything in our origin.
        .header(
          "Content-Security-Policy",
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      if (isNotModified(request.headers["if-none-match"], etag)) return reply.code(304).send();
      return reply.type(object.contentType).send(object.bytes);
    },
  );
}

function entityTag(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}
