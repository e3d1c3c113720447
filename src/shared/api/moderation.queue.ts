import { z } from "zod";
import {
  ModerationLogPage,
  ModerationLogQuery,
  ModerationQueue,
  ModerationQueueQuery,
  StaffNote,
  StaffNoteInput,
  SuspendInput,
} from "#shared/schemas/moderation.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

const act = { params: IdParams, response: { 204: NoBody } };

/**
 * The review queue and what moderators and administrators do with its items (decision 0152).
 * A quip or comment is removed by `DELETE /api/quips/:id` or `DELETE /api/comments/:id`.
 */
export const moderationQueueApi = {
  "GET /api/moderation/queue": {
    querystring: ModerationQueueQuery,
    response: { 200: ModerationQueue },
  },
  "POST /api/moderation/quips/:id/hide": act,
  "POST /api/moderation/quips/:id/show": act,
  "DELETE /api/moderation/quips/:id/reports": act,
  "DELETE /api/moderation/comments/:id/reports": act,
  "DELETE /api/moderation/users/:id/reports": act,
  "POST /api/moderation/users/:id/suspend": { ...act, body: SuspendInput },
  "POST /api/moderation/users/:id/unsuspend": act,
  "GET /api/moderation/users/:id/notes": {
    params: IdParams,
    response: { 200: z.array(StaffNote) },
  },
  "POST /api/moderation/users/:id/notes": {
    params: IdParams,
    body: StaffNoteInput,
    response: { 201: StaffNote },
  },
  "GET /api/moderation/log": {
    querystring: ModerationLogQuery,
    response: { 200: ModerationLogPage },
  },
} as const satisfies ApiTable;
