import {
  MailListAnswer,
  UnsubscribeInput,
  UnsubscribeLinkQuery,
  UnsubscribeQuery,
} from "#shared/schemas/mail-lists.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

/**
 * One-click unsubscribe from a list's mail, without signing in (decision 0160, RFC 8058). Only
 * a POST unsubscribes: a GET of the link, as a link scanner or a browser makes, leads to the
 * page that asks first.
 */
export const mailListsApi = {
  "GET /api/mail/unsubscribe": { querystring: UnsubscribeLinkQuery, response: { 303: NoBody } },
  "POST /api/mail/unsubscribe": {
    querystring: UnsubscribeQuery,
    body: UnsubscribeInput,
    response: { 200: MailListAnswer },
  },
} as const satisfies ApiTable;
