import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import {
  activities,
  type pushOutbox,
  pushSubscriptions,
  topicOfTheDay,
} from "#server/db/schema/index.ts";
import { findActivityItem } from "#server/services/activity/activity.service.ts";
import { findSessionUser } from "#server/services/auth/sessions.service.ts";
import { kindOfType, type NoticeKind } from "#shared/rules/notice-kinds.ts";
import type { PushPayload } from "#shared/schemas/notifications.ts";
import { isPushable, pushPayloadOf, topicPushPayload } from "./push-payload";
import { topicPushTime } from "./topic-fanout.service";

type PushRow = typeof pushOutbox.$inferSelect;

/** What one queued push announces, read when it is sent. */
export interface PushedNotice {
  subscription: typeof pushSubscriptions.$inferSelect;
  kind: NoticeKind | undefined;
  /** The notice's time: staleness and the push's TTL count from it. */
  at: Date;
  /** Its words for the subscription's member; undefined when it may no longer be pushed. */
  word(): Promise<PushPayload | undefined>;
}

/** The notice a queued push is for, or undefined when it or its subscription has gone. */
export function findPushedNotice(ctx: AppContext, row: PushRow): Promise<PushedNotice | undefined> {
  if (row.topicId) return topicNotice(ctx, row.subscriptionId, row.topicId);
  if (row.activityId) return activityNotice(ctx, row.subscriptionId, row.activityId);
  return Promise.resolve(undefined);
}

/**
 * An Activity notice, worded exactly as its recipient's Activity shows it at send time (their
 * mutes, blocks, muted words, and the anonymity rule): a push says nothing Activity does not.
 */
async function activityNotice(
  ctx: AppContext,
  subscriptionId: string,
  activityId: string,
): Promise<PushedNotice | undefined> {
  const [target] = await ctx.db
    .select({ subscription: pushSubscriptions, activity: activities })
    .from(pushSubscriptions)
    .innerJoin(activities, eq(activities.id, activityId))
    .where(eq(pushSubscriptions.id, subscriptionId));
  if (!target) return undefined;
  const { subscription, activity } = target;
  return {
    subscription,
    kind: kindOfType(activity.type),
    at: activity.createdAt,
    async word() {
      const recipient = await findSessionUser(ctx.db, subscription.userId);
      const item = recipient && (await findActivityItem(ctx, recipient, activity.id));
      return item && isPushable(item) ? pushPayloadOf(item) : undefined;
    },
  };
}

/** The topic of the day: no longer pushed once an administrator put another in its place. */
async function topicNotice(
  ctx: AppContext,
  subscriptionId: string,
  topicId: string,
): Promise<PushedNotice | undefined> {
  const [target] = await ctx.db
    .select({ subscription: pushSubscriptions, topic: topicOfTheDay })
    .from(pushSubscriptions)
    .innerJoin(topicOfTheDay, eq(topicOfTheDay.id, topicId))
    .where(eq(pushSubscriptions.id, subscriptionId));
  if (!target) return undefined;
  const { subscription, topic } = target;
  return {
    subscription,
    kind: "topicOfTheDay",
    at: topicPushTime(topic),
    word: async () => (topic.replacedAt ? undefined : topicPushPayload(topic)),
  };
}
