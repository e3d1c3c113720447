import { z } from "zod";
import { bytesAs, NoBody, textAs } from "./answers";
import type { ApiTable } from "./types";

export const shareApi = {
  "GET /quip/:id": { params: z.object({ id: z.string() }), response: { 200: textAs("text/html") } },
  "GET /api/quips/:id/share-image.png": {
    params: z.object({ id: z.string().max(100) }),
    response: { 200: bytesAs("image/png"), 304: NoBody },
  },
} as const satisfies ApiTable;
