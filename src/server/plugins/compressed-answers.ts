import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Below this an answer fits a packet or two already: compressing it saves nothing worth it. */
const THRESHOLD_BYTES = 1024;
const JSON_TYPE = /^application\/json\b/;

/**
 * JSON answers of 1 KB and more, compressed for a client that accepts it (decision 0169): a feed
 * page of ten quips is about 5 KB of repeated keys, 1 KB in brotli. Compressed at once, in the
 * request's turn: a page takes well under a millisecond at brotli's quality 2, where a
 * compression stream per answer cost the feeds a third of their rate (docs/benchmarks.md,
 * "Compressed answers"). Pages, the build's files and share images come compressed already.
 */
export const compressedAnswersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload) => {
      if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader("content-encoding")) return payload;
      if (!JSON_TYPE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
      const size = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
      if (size < THRESHOLD_BYTES) return payload;
      // Whichever this client gets, a cache must not give it to one that accepts otherwise.
      reply.header("vary", withAcceptEncoding(reply.getHeader("vary")));
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      if (!encoding) return payload;
      reply.header("content-encoding", encoding);
      reply.removeHeader("content-length");
      const body = typeof payload === "string" ? Buffer.from(payload) : payload;
      return encoding === "br"
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 2,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : gzipSync(body);
    });
  },
  { name: "compressed-answers" },
);

/** br when the client takes it, else gzip, else none; `q=0` refuses an encoding. */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | null {
  const accepted = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.split(";").map((piece) => piece.trim());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

function withAcceptEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(", ") : String(vary ?? "");
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, accept-encoding` : "accept-encoding";
}
