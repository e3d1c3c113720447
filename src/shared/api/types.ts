import type { z } from "zod";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** An answer that is not JSON (`answers.ts`): its schema under each media type it is sent as. */
export type NonJsonAnswer = { readonly content: Readonly<Record<string, { schema: z.ZodType }>> };

/**
 * What Fastify's `schema` holds for one route: its inputs, its answers by status, and what the
 * OpenAPI document says of it. The server registers it as it is; the client reads its types.
 */
export interface RouteSchema {
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly response?: Readonly<Record<number, z.ZodType | NonJsonAnswer>>;
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly hide?: boolean;
}

/** A capability's routes, keyed by "METHOD /path" as the router writes the path. */
export type ApiTable = Readonly<Record<`${ApiMethod} /${string}`, RouteSchema>>;
