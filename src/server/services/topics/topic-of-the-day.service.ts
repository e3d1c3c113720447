import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { userTopicQuips } from "#server/db/schema/index.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { LIMITS } from "#shared/limits.ts";
import { addEasternDays } from "#shared/rules/eastern-time.ts";
import { isSunday } from "#shared/rules/topic-calendar.ts";
import type { TopicOfTheDay, TopicQuipCounts } from "#shared/schemas/topics.ts";
import { findOpenTopics, type TopicRow } from "./open-topics";

function present(row: TopicRow | null, day: string): TopicOfTheDay {
  return {
    id: row?.id ?? null,
    topic: row?.topic ?? null,
    isManual: row?.isManual ?? false,
    date: row?.date ?? day,
    slug: row?.slug ?? null,
    topicIdentifier: row?.topicIdentifier ?? null,
    scheduledFor: row?.scheduledFor.toISOString() ?? null,
    createdAt: row?.createdAt.toISOString() ?? null,
    isSunday: isSunday(day),
  };
}

export async function getTodaysTopic(ctx: AppContext): Promise<TopicOfTheDay> {
  const open = await findOpenTopics(ctx);
  return present(open.today, open.day);
}

export async function getYesterdaysTopic(ctx: AppContext): Promise<TopicOfTheDay> {
  const open = await findOpenTopics(ctx);
  return present(open.yesterday, addEasternDays(open.day, -1));
}

/** Places left on each open topic: three per member per topic. */
export async function getTopicQuipCounts(
  ctx: AppContext,
  member: SessionUser,
): Promise<TopicQuipCounts> {
  const open = await findOpenTopics(ctx);
  const topics = [open.today, open.yesterday].filter((t): t is TopicRow => t !== null);
  const used =
    topics.length === 0
      ? []
      : await ctx.db
          .select()
          .from(userTopicQuips)
          .where(
            and(
              eq(userTopicQuips.userId, member.id),
              inArray(
                userTopicQuips.topicIdentifier,
                topics.map((t) => t.topicIdentifier),
              ),
            ),
          );
  const quota = (topic: TopicRow | null) => {
    if (!topic) return null;
    const count = used.find((u) => u.topicIdentifier === topic.topicIdentifier)?.quipCount ?? 0;
    return {
      topic: topic.topic,
      topicIdentifier: topic.topicIdentifier,
      remaining: Math.max(0, LIMITS.quipsPerTopic - count),
    };
  };
  return { today: quota(open.today), yesterday: quota(open.yesterday) };
}
