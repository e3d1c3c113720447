import { z } from "zod";

/** The server answers and its database is reachable. */
export const Health = z.object({ ok: z.literal(true), db: z.enum(["embedded", "postgres"]) });
export type Health = z.infer<typeof Health>;
