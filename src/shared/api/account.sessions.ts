import { EndedSessions, SessionList } from "#shared/schemas/account.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

export const accountSessionsApi = {
  "GET /api/auth/sessions": { response: { 200: SessionList } },
  "DELETE /api/auth/sessions/:id": { params: IdParams, response: { 204: NoBody } },
  "DELETE /api/auth/sessions": { response: { 200: EndedSessions } },
} as const satisfies ApiTable;
