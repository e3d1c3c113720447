import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API, type ApiKey, type ApiRoutes } from "#shared/api/index.ts";

/** Fastify's route options, typed by the entry's schemas as the zod type provider reads them. */
type Declared<K extends ApiKey, G extends RouteGenericInterface> = RouteOptions<
  Server,
  IncomingMessage,
  ServerResponse,
  G,
  ContextConfigDefault,
  ApiRoutes[K],
  ZodTypeProvider
>;

/**
 * Registers the route the shared table holds under `key` ("GET /api/vault/:id"), with the
 * table's schemas: the handler's params, query and body are typed by them, and a route the
 * table does not hold cannot be registered. `options` carries the rest (access, hooks, limits).
 * `G` types what no schema declares, such as a wildcard's `*` parameter.
 */
export function route<K extends ApiKey, G extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance<
    Server,
    IncomingMessage,
    ServerResponse,
    FastifyBaseLogger,
    FastifyTypeProvider
  >,
  key: K,
  options: Omit<Declared<K, G>, "method" | "url" | "schema" | "handler">,
  handler: Declared<K, G>["handler"],
): void {
  const space = key.indexOf(" ");
  app.route({
    ...(options as object),
    method: key.slice(0, space),
    url: key.slice(space + 1),
    schema: API[key],
    handler: handler as RouteHandlerMethod,
  });
}
