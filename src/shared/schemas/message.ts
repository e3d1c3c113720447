import { z } from "zod";

/** A sentence for the person who acted ("Message sent successfully!"). */
export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;
