import { z } from "zod";
import { ResultCard, ResultCardParams } from "#shared/schemas/competitions.ts";
import { bytesAs, NoBody, textAs } from "./answers";
import type { ApiTable } from "./types";

export const competitionsApi = {
  "GET /results/:competitionId/:userId": {
    params: z.object({ competitionId: z.string(), userId: z.string() }),
    response: { 200: textAs("text/html"), 404: textAs("text/html") },
  },
  "GET /api/results/:competitionId/:userId": {
    params: ResultCardParams,
    response: { 200: ResultCard },
  },
  "GET /api/results/:competitionId/:userId/image.png": {
    params: ResultCardParams,
    response: { 200: bytesAs("image/png"), 304: NoBody },
  },
} as const satisfies ApiTable;
