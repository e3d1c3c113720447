import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet sets for `options`, worked out once. Registered through its Fastify
 * plugin, helmet built its middleware again and parsed the whole policy on every request:
 * about 4% of a quip page's processor time. Nothing in Quip's policy depends on the request.
 */
export function securityHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers];
}

/** Sets helmet's headers for `options` on every answer, as its plugin did, before any route runs. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = securityHeaders(options);
    // On the raw answer, as helmet does, so an answer a route writes itself (the live stream) has them too.
    app.addHook("onRequest", (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: "security-headers" },
);
