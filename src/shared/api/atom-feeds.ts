import { z } from "zod";
import { ATOM_MEDIA_TYPE } from "#shared/rules/atom-feeds.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import { NoBody, textAs } from "./answers";
import type { ApiTable } from "./types";

const feedAnswers = { 200: textAs(ATOM_MEDIA_TYPE), 304: NoBody };

export const atomFeedsApi = {
  "GET /feeds/top.atom": { response: feedAnswers },
  "GET /feeds/recaps.atom": { response: feedAnswers },
  "GET /feeds/members/:id.atom": { params: IdParams, response: feedAnswers },
  "GET /feeds/topics/:identifier.atom": {
    params: z.object({ identifier: z.string().min(1).max(200) }),
    response: feedAnswers,
  },
} as const satisfies ApiTable;
