import { z } from "zod";
import { IdParams } from "#shared/schemas/quips.ts";
import {
  HeldPost,
  WatchedWord,
  WatchedWordInput,
  WatchedWordParams,
} from "#shared/schemas/watched-words.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

/**
 * Watched words (decision 0159): the administrators' list, the posts a `review` word holds as
 * their authors read them, and the moderators' decision on each.
 */
export const watchedWordsApi = {
  "GET /api/admin/watched-words": { response: { 200: z.array(WatchedWord) } },
  "POST /api/admin/watched-words": { body: WatchedWordInput, response: { 201: WatchedWord } },
  "DELETE /api/admin/watched-words/:word": {
    params: WatchedWordParams,
    response: { 204: NoBody },
  },
  "GET /api/held-posts": { response: { 200: z.array(HeldPost) } },
  "DELETE /api/held-posts/:id": { params: IdParams, response: { 204: NoBody } },
  "POST /api/moderation/held-posts/:id/approve": { params: IdParams, response: { 204: NoBody } },
  "POST /api/moderation/held-posts/:id/decline": { params: IdParams, response: { 204: NoBody } },
} as const satisfies ApiTable;
