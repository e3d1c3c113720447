import { z } from "zod";

/** The OpenAPI document of the API; its paths are described by the OpenAPI standard itself. */
export const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;
