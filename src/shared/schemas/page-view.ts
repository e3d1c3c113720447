import { z } from "zod";

/** A route the visitor opened: a path of ours, never a query string or a full address. */
export const PageViewInput = z.object({
  path: z
    .string()
    .max(300, "Path is too long")
    .regex(/^\/[^?#\s]*$/, "Path must start with / and carry no query"),
});
export type PageViewInput = z.infer<typeof PageViewInput>;
