import { FALLBACK_TOPIC_TEXT, NO_TOPIC_SUNDAY } from "#shared/limits.ts";
import type { TopicOfTheDay } from "#shared/schemas/topics.ts";

/**
 * The words to show for a day's topic: the topic, "No Topic Sunday" on Sundays, and the spec's
 * fallback ("Doing laundry") when the topic is not known.
 */
export function topicText(topic: TopicOfTheDay | undefined): string {
  if (topic?.topic) return topic.topic;
  return topic?.isSunday ? NO_TOPIC_SUNDAY : FALLBACK_TOPIC_TEXT;
}
