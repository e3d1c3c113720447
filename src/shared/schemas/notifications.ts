import { z } from "zod";
import { NOTIFICATIONS_MSG } from "#shared/messages/notifications.ts";
import {
  ACTIVITY_ALWAYS_ON,
  DIGESTS,
  NOTICE_KINDS,
  type NoticeKind,
} from "#shared/rules/notice-kinds.ts";
import { isTimeZone } from "#shared/rules/quiet-hours.ts";

const m = NOTIFICATIONS_MSG;

export const ChannelChoice = z.object({
  activity: z.boolean(),
  push: z.boolean(),
  mail: z.boolean(),
});

const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A time of day is written HH:MM");

export const QuietHours = z
  .object({ start: Clock, end: Clock })
  .refine((q) => q.start !== q.end, m.quietHoursSame);

const Kinds = z.object(
  Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, ChannelChoice])) as Record<
    NoticeKind,
    typeof ChannelChoice
  >,
);

/**
 * A member's notification settings: per kind of notice, whether it goes to Activity, push and
 * mail; quiet hours (wall-clock, in `timeZone`) during which no push leaves; the digest.
 * `timeZone` is null until the member first saves, when their browser's zone is taken.
 */
export const NotificationPreferences = z.object({
  kinds: Kinds,
  quietHours: QuietHours.nullable(),
  timeZone: z.string().nullable(),
  digest: z.enum(DIGESTS),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const NotificationPreferencesInput = NotificationPreferences.extend({
  timeZone: z.string().max(64).refine(isTimeZone, m.unknownTimeZone),
}).refine((p) => ACTIVITY_ALWAYS_ON.every((kind) => p.kinds[kind].activity), {
  message: m.moderationStaysInActivity,
  path: ["kinds"],
});
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesInput>;

/** The site's VAPID public key (RFC 8292), uncompressed P-256, base64url: the browser's applicationServerKey. */
export const PushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, m.keysInvalid);

/** A browser's PushSubscription, as its toJSON() gives it. */
export const PushSubscriptionInput = z.object({
  endpoint: z.string().min(1).max(2048),
  keys: z.object({ p256dh: base64url.max(200), auth: base64url.max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const PushUnsubscribeInput = z.object({ endpoint: z.string().min(1).max(2048) });
export type PushUnsubscribeInput = z.infer<typeof PushUnsubscribeInput>;

/** What the service worker shows: small, every field text; `url` a path of this site. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
