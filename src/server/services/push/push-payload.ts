import { LIMITS } from "#shared/limits.ts";
import { NOTICE_MSG } from "#shared/messages/activity-notices.ts";
import { describeActivity, viewActivity } from "#shared/rules/activity-words.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import type { ActivityItem } from "#shared/schemas/activity.ts";
import type { PushPayload } from "#shared/schemas/notifications.ts";

/**
 * Whether a notice may be pushed or mailed at all (decisions 0156, 0160). Not the member's own like of their quip (they did it),
 * and not a mention in a quip: that notice is caused by posting a quip, which is anonymous
 * when posted, and nothing is pushed to anyone because a member posted an anonymous quip
 * (decision 0156). It stays in Activity.
 */
export function isPushable(item: Pick<ActivityItem, "type" | "commentId">): boolean {
  if (item.type === "self_like") return false;
  if (item.type === "mention" && item.commentId === null) return false;
  return true;
}

/** Where a click on the notice (pushed or mailed) leads, as the Activity item's link does. */
export function noticePath(item: ActivityItem): string {
  const topic = item.data.topicIdentifier;
  if (item.type === "competition_result" && topic) return `/topics/${encodeURIComponent(topic)}`;
  if (item.type === "warning" || item.type === "warning_decided") return "/settings/warnings";
  if (item.quipId) return `/quip/${item.quipId}`;
  if (item.actorId) return `/profile/${item.actorId}`;
  return "/activity";
}

/**
 * The push of a notice, in the words its recipient's Activity uses for it: the sentence as
 * title, the quip's start (or the small print) as body. `tag` lets the device replace an older
 * notice of the same thing (a second like of one quip) instead of stacking them.
 */
export function pushPayloadOf(item: ActivityItem): PushPayload {
  const { fineLine } = viewActivity(item);
  const quipLine =
    item.quip && !item.quip.containsMutedWord
      ? `“${excerpt(item.quip.content, LIMITS.activityExcerpt)}”`
      : "";
  return {
    title: describeActivity(item),
    body: [quipLine, fineLine ?? ""].filter((line) => line !== "").join("\n"),
    url: noticePath(item),
    tag: `${item.type}:${item.quipId ?? item.actorId ?? item.id}`,
  };
}

/**
 * The topic of the day's push: the topic and its page, no quip and no member (decision 0161).
 * Its tag is the topic, so a second delivery of it replaces the first on the device.
 */
export function topicPushPayload(topic: { topic: string; topicIdentifier: string }): PushPayload {
  return {
    title: NOTICE_MSG.topicOfTheDay(topic.topic),
    body: NOTICE_MSG.topicOfTheDayFineLine,
    url: `/topics/${encodeURIComponent(topic.topicIdentifier)}`,
    tag: `topic_of_the_day:${topic.topicIdentifier}`,
  };
}
