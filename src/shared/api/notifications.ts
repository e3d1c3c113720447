import {
  NotificationPreferences,
  NotificationPreferencesInput,
  PushPublicKey,
  PushSubscriptionInput,
  PushUnsubscribeInput,
} from "#shared/schemas/notifications.ts";
import { NoBody } from "./answers";
import type { ApiTable } from "./types";

/** A member's notification settings, and the push subscriptions of their browsers. */
export const notificationsApi = {
  "GET /api/notifications/preferences": { response: { 200: NotificationPreferences } },
  "PUT /api/notifications/preferences": {
    body: NotificationPreferencesInput,
    response: { 200: NotificationPreferences },
  },
  "GET /api/push/public-key": { response: { 200: PushPublicKey } },
  "POST /api/push/subscriptions": { body: PushSubscriptionInput, response: { 204: NoBody } },
  "DELETE /api/push/subscriptions": { body: PushUnsubscribeInput, response: { 204: NoBody } },
} as const satisfies ApiTable;
