import { MarkReadBody, UnreadCount } from "#shared/schemas/live.ts";
import type { ApiTable } from "./types";

export const activityApi = {
  "GET /api/notifications/unread-count": { response: { 200: UnreadCount } },
  "POST /api/notifications/read": { body: MarkReadBody, response: { 200: UnreadCount } },
} as const satisfies ApiTable;
