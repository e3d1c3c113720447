import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PUBLIC } from "#server/plugins/access.ts";
import { route } from "#server/plugins/api-route.ts";
import type { OpenApiDocument } from "#shared/schemas/openapi.ts";

/**
 * The API described by its own route schemas (OpenAPI 3.1): every route's method, path,
 * inputs and answers, generated from the zod schemas the server validates and serializes with,
 * so it cannot drift from what the server does. docs/api.md says what each call means.
 */
export async function openApiRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  route(app, "GET /api/openapi.json", PUBLIC, async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=300");
    return base.swagger() as OpenApiDocument;
  });
}
