import { z } from "zod";
import {
  AutoHideSetting,
  FlaggedComment,
  FlaggedQuip,
  ModerationLogPage,
  ModerationLogQuery,
} from "#shared/schemas/moderation.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

export const moderationApi = {
  "GET /api/admin/flagged-quips": { response: { 200: z.array(FlaggedQuip) } },
  "DELETE /api/admin/quips/:id/flags": { params: IdParams, response: { 204: NoBody } },
  "GET /api/admin/flagged-comments": { response: { 200: z.array(FlaggedComment) } },
  "DELETE /api/admin/comments/:id/flags": { params: IdParams, response: { 204: NoBody } },
  "GET /api/admin/auto-hide": { response: { 200: AutoHideSetting } },
  "PUT /api/admin/auto-hide": { body: AutoHideSetting, response: { 200: AutoHideSetting } },
  "GET /api/admin/moderation-log": {
    querystring: ModerationLogQuery,
    response: { 200: ModerationLogPage },
  },
} as const satisfies ApiTable;
