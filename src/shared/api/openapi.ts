import { OpenApiDocument } from "#shared/schemas/openapi.ts";
import type { ApiTable } from "./types";

export const openapiApi = {
  "GET /api/openapi.json": { response: { 200: OpenApiDocument } },
} as const satisfies ApiTable;
