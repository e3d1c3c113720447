import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { ChannelChoice, NoticeKind } from "#shared/rules/notice-kinds.ts";
import { activities } from "./activity";
import { createdAt, id, updatedAt } from "./columns";
import { topicOfTheDay } from "./topics";
import { users } from "./users";

/**
 * A member's notification settings; no row means the defaults (`DEFAULT_CHANNELS`). The two
 * arrays are derived from `kinds` when it is saved, for the statements that read them: the
 * Activity types the member's Activity leaves out, and those pushed to their devices.
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  kinds: jsonb("kinds").$type<Partial<Record<NoticeKind, ChannelChoice>>>().notNull(),
  quietStart: text("quiet_start"),
  quietEnd: text("quiet_end"),
  timeZone: text("time_zone"),
  digest: text("digest").notNull().default("never"),
  activityHiddenTypes: text("activity_hidden_types").array().notNull().default(sql`'{}'`),
  pushTypes: text("push_types").array().notNull().default(sql`'{}'`),
  updatedAt: updatedAt(),
});

/**
 * A browser's push subscription (RFC 8030): where its push service takes messages for it, and
 * the keys its messages are encrypted to (RFC 8291). An endpoint belongs to one browser, so to
 * the member who last subscribed it there.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** A push is `pending` until its push service accepts it; `failed` once its attempts are spent. */
export const PUSH_STATUS = { pending: "pending", failed: "failed" } as const;

/**
 * One notice on its way to one subscription, and sent by the push sender: either an Activity
 * notice, written by the trigger on activities in the transaction that writes the notice, or
 * the topic of the day, written by its fan-out (decision 0161), which writes no Activity row.
 * Its words are made when it is sent, from the notice as its recipient's Activity shows it
 * then, or from the topic. A notice withdrawn (an unlike) or a subscription dropped takes its
 * pushes with it.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: id(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    activityId: uuid("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    topicId: uuid("topic_id").references(() => topicOfTheDay.id, { onDelete: "cascade" }),
    status: text("status").notNull().default(PUSH_STATUS.pending),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("push_outbox_subscription_activity_key").on(t.subscriptionId, t.activityId),
    unique("push_outbox_subscription_topic_key").on(t.subscriptionId, t.topicId),
    check("push_outbox_one_notice", sql`num_nonnulls(${t.activityId}, ${t.topicId}) = 1`),
    index("push_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("push_outbox_activity_idx").on(t.activityId),
  ],
);

/**
 * The topic of the day's push, queued to every subscription that wants it in chunks, one
 * transaction each (decision 0161). One row a day: however often the activation job runs, and
 * whatever topic an administrator puts in its place, a member hears of the day's topic once.
 * The chunks walk the subscriptions made by `subscribedBy` in id order; `afterSubscriptionId`
 * is the last one queued, so a fan-out cut short goes on where it stopped.
 */
export const topicPushFanouts = pgTable("topic_push_fanouts", {
  day: date("day", { mode: "string" }).primaryKey(),
  topicId: uuid("topic_id")
    .notNull()
    .references(() => topicOfTheDay.id, { onDelete: "cascade" }),
  subscribedBy: timestamp("subscribed_by", { withTimezone: true }).notNull(),
  afterSubscriptionId: uuid("after_subscription_id"),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});
