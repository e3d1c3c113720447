import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { PUBLIC } from "../plugins/access";
import { isPublicObjectKey } from "../storage/object-storage";
import { bytesAs, textAs } from "./non-json-answers";

/** Keys are never reused (each upload gets a new uuid), so browsers may keep a copy forever. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export async function objectsRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { storage } = opts.ctx;

  const options = {
    ...PUBLIC,
    // Photos are stored as WebP, the demo's drawn avatars as PNG.
    schema: { response: { 200: bytesAs("image/webp", "image/png"), 404: textAs("text/plain") } },
  };
  app.get<{ Params: { "*": string } }>("/objects/*", options, async (request, reply) => {
    const key = request.params["*"];
    const object = isPublicObjectKey(key) ? await storage.get(key) : null;
    if (!object) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    }
    return (
      reply
        .header("Cache-Control", IMMUTABLE)
        .header("X-Content-Type-Options", "nosniff")
        // Opened directly, a stored file must not run script or load anything in our origin.
        .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type(object.contentType)
        .send(object.bytes)
    );
  });
}
