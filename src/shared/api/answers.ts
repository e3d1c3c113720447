import { z } from "zod";

/*
 * Answers that are not JSON. Fastify sends an empty body, bytes, or text under its own media
 * type as they are, without calling a serializer: these say what such a route answers, for
 * its readers and the route's types, and check nothing at run time.
 */

/** 204, 302 and 304: no body at all. */
export const NoBody = z.void();

/** Bytes, under each media type the route may send them as. */
export function bytesAs(...mediaTypes: string[]) {
  // Any Uint8Array, which a Node Buffer is: the browser's build reads these types too.
  const schema = z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array);
  return { content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/** Text under its own media type: an HTML page, a plain-text refusal, an event stream, a feed, a sitemap. */
export function textAs(
  mediaType:
    | "text/html"
    | "text/plain"
    | "text/event-stream"
    | "application/atom+xml"
    | "application/xml",
) {
  return { content: { [mediaType]: { schema: z.string() } } };
}
