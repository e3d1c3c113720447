import { z } from "zod";
import {
  AdminFlag,
  AdminStats,
  QuipBotPhotoInput,
  QuipBotProfile,
  QuipBotProfileInput,
} from "#shared/schemas/admin.ts";
import { QuipAuthorAnswer } from "#shared/schemas/moderation.ts";
import { ProfilePhotoAnswer } from "#shared/schemas/photos.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

const removal = { params: IdParams, response: { 204: NoBody } };

export const adminApi = {
  "GET /api/admin/stats": { response: { 200: AdminStats } },
  "GET /api/admin/flags": { response: { 200: z.array(AdminFlag) } },
  "DELETE /api/admin/flags/:id": removal,
  "DELETE /api/admin/quips/:id": removal,
  "GET /api/admin/quips/:id/author": { params: IdParams, response: { 200: QuipAuthorAnswer } },
  "PATCH /api/admin/quipbot/profile": {
    body: QuipBotProfileInput,
    response: { 200: QuipBotProfile },
  },
  "PUT /api/admin/quipbot/profile-photo": {
    body: QuipBotPhotoInput,
    response: { 200: ProfilePhotoAnswer },
  },
} as const satisfies ApiTable;
