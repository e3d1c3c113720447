import { eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import {
  notificationPreferences,
  pushOutbox,
  pushSubscriptions,
  topicOfTheDay,
  topicPushFanouts,
} from "#server/db/schema/index.ts";
import { DEFAULT_CHANNELS } from "#shared/rules/notice-kinds.ts";

/**
 * Subscriptions queued per statement, each chunk its own transaction: at 100,000 subscribers
 * one statement would hold its locks (and the fan-out row's) for seconds, a chunk holds them
 * for milliseconds, and a fan-out cut short keeps what it queued.
 */
export const TOPIC_PUSH_CHUNK = 1_000;

/**
 * The time of the topic of the day's push: when the topic became public as the day's topic,
 * which its page and the live stream showed everyone then. That is its `createdAt` (the minute
 * of the activation run, decision 0130) or, for a topic written before its day, the day's
 * change time. Staleness and the push's TTL count from it, as from an Activity notice's time.
 */
export function topicPushTime(topic: { scheduledFor: Date; createdAt: Date }): Date {
  return new Date(Math.max(topic.scheduledFor.getTime(), topic.createdAt.getTime()));
}

/**
 * Queues the day's topic push to every subscription whose member pushes the topic of the day,
 * made by the time the fan-out began, once a day however often it runs (decision 0161). Writes
 * no Activity row. Answers how many pushes this call queued.
 */
export async function queueTopicPushes(
  ctx: Pick<AppContext, "db" | "now">,
  topicIdentifier: string,
): Promise<number> {
  const [topic] = await ctx.db
    .select({ id: topicOfTheDay.id, day: topicOfTheDay.date })
    .from(topicOfTheDay)
    .where(eq(topicOfTheDay.topicIdentifier, topicIdentifier));
  if (!topic) return 0;
  await ctx.db
    .insert(topicPushFanouts)
    .values({ day: topic.day, topicId: topic.id, subscribedBy: ctx.now() })
    .onConflictDoNothing({ target: topicPushFanouts.day });
  let queued = 0;
  for (;;) {
    const chunk = await queueNextChunk(ctx, topic.day);
    if (chunk === undefined) return queued;
    queued += chunk;
  }
}

/**
 * One chunk: the next subscriptions after the last one queued, in id order, that want the
 * push. The fan-out row is locked for the chunk, so two runners take turns, never the same
 * chunk; the unique key (subscription, topic) holds even so. Undefined once the walk is done.
 */
async function queueNextChunk(
  ctx: Pick<AppContext, "db" | "now">,
  day: string,
): Promise<number | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [fanout] = await tx
      .select()
      .from(topicPushFanouts)
      .where(eq(topicPushFanouts.day, day))
      .for("update");
    if (!fanout || fanout.finishedAt) return undefined;
    const now = ctx.now().toISOString();
    const after = fanout.afterSubscriptionId;
    const [step] = rowsOf<{ walked: number; queued: number; last: string | null }>(
      await tx.execute(sql`
        with chunk as (
          select s.id from ${pushSubscriptions} s
          left join ${notificationPreferences} p on p.user_id = s.user_id
          where s.created_at <= ${fanout.subscribedBy.toISOString()}::timestamptz
            ${after ? sql`and s.id > ${after}::uuid` : sql``}
            and coalesce((p.kinds -> 'topicOfTheDay' ->> 'push')::boolean,
              ${DEFAULT_CHANNELS.topicOfTheDay.push})
          order by s.id
          limit ${TOPIC_PUSH_CHUNK}
        ), queued as (
          insert into ${pushOutbox} (subscription_id, topic_id, next_attempt_at, created_at)
          select id, ${fanout.topicId}::uuid, ${now}::timestamptz, ${now}::timestamptz from chunk
          on conflict do nothing
          returning 1
        )
        select (select count(*) from chunk)::int as walked,
          (select count(*) from queued)::int as queued,
          (select id from chunk order by id desc limit 1) as last`),
    );
    const walked = step?.walked ?? 0;
    await tx
      .update(topicPushFanouts)
      .set({
        afterSubscriptionId: step?.last ?? after,
        finishedAt: walked < TOPIC_PUSH_CHUNK ? ctx.now() : null,
      })
      .where(eq(topicPushFanouts.day, day));
    return step?.queued ?? 0;
  });
}
