import { z } from "zod";

/** A draft in the member's vault; only its owner ever reads it. */
export const Draft = z.object({
  id: z.string(),
  content: z.string(),
  /** Kept with the draft, and posted with it (decision 0163). */
  punchline: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof Draft>;
