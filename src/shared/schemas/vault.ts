import { z } from "zod";

/** A draft in the member's vault; only its owner ever reads it. */
export const Draft = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof Draft>;
