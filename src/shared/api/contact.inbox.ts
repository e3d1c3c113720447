import {
  ContactInboxPage,
  ContactInboxQuery,
  ContactMessage,
  ContactReplyInput,
  ContactUnreadCount,
} from "#shared/schemas/contact.ts";
import { IdParams } from "#shared/schemas/quips.ts";
import type { ApiTable } from "./types";

const change = { params: IdParams, response: { 200: ContactMessage } };

/** The contact inbox of the admin console: administrators only. */
export const contactInboxApi = {
  "GET /api/admin/contact-messages": {
    querystring: ContactInboxQuery,
    response: { 200: ContactInboxPage },
  },
  "GET /api/admin/contact-messages/unread-count": { response: { 200: ContactUnreadCount } },
  "GET /api/admin/contact-messages/:id": change,
  "POST /api/admin/contact-messages/:id/reply": { ...change, body: ContactReplyInput },
  "POST /api/admin/contact-messages/:id/archive": change,
  "POST /api/admin/contact-messages/:id/unarchive": change,
} as const satisfies ApiTable;
