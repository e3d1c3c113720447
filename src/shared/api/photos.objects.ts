import { bytesAs, NoBody, textAs } from "./answers";
import type { ApiTable } from "./types";

export const photosObjectsApi = {
  "GET /objects/*": {
    response: {
      // Photos are stored as WebP, the demo's drawn avatars as PNG.
      200: bytesAs("image/webp", "image/png"),
      304: NoBody,
      404: textAs("text/plain"),
    },
  },
} as const satisfies ApiTable;
