import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";

export const TOPIC_MSG = {
  required: "Please enter a topic",
  tooLong: "Topic cannot exceed 100 characters",
  noneSelected: "No Topics Selected",
  noneSelectedBody: "Please select at least one topic to refresh",
  badTime: "Please choose a time as HH:MM",
  timeSaved: (time: string) => `Topic change time set to ${time} Eastern`,
  generated: (n: number) => `Generated ${n} topic${n === 1 ? "" : "s"}`,
  /** Generate AI Topics fills only empty days: an admin who pressed it must learn why none came. */
  scheduleFull: `No topics generated: every day of the next ${LIMITS.scheduledTopicDays} already has one (Sundays have none). Edit a day or refresh it to change its topic.`,
  filledMeanwhile:
    "No topics generated: the empty days were filled by another run meanwhile. The schedule below is up to date.",
} as const;

export const TopicText = z
  .string({ error: TOPIC_MSG.required })
  .trim()
  .min(1, TOPIC_MSG.required)
  .max(LIMITS.topicMax, TOPIC_MSG.tooLong);

export const TopicInput = z.object({ topic: TopicText });
export const TopicIdsInput = z.object({
  topicIds: z.array(z.uuid()).min(1, TOPIC_MSG.noneSelectedBody).max(LIMITS.scheduledTopicDays),
});
export const TopicTimingInput = z.object({
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, TOPIC_MSG.badTime),
});

export const TopicQuipsQuery = z.object({
  filter: z.enum(["topAllTime", "new"]).default("topAllTime"),
});

/** An upcoming day's topic (the next 14 days, Sundays excepted). */
export const ScheduledTopic = z.object({
  id: z.string(),
  topic: z.string(),
  isManual: z.boolean(),
  scheduledFor: z.string(),
  /** The Eastern calendar day, YYYY-MM-DD. */
  scheduledForEstDate: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type ScheduledTopic = z.infer<typeof ScheduledTopic>;

export const GeneratedTopics = z.object({ message: z.string(), generated: z.number() });
export type GeneratedTopics = z.infer<typeof GeneratedTopics>;

export const RefreshedNextDayTopic = z.object({ message: z.string(), topic: ScheduledTopic });
export type RefreshedNextDayTopic = z.infer<typeof RefreshedNextDayTopic>;

export const RefreshedTopics = z.object({ message: z.string(), topics: z.array(ScheduledTopic) });
export type RefreshedTopics = z.infer<typeof RefreshedTopics>;

/** Whether a topic's words were already used or scheduled (any case, any punctuation). */
export const DuplicateCheck = z.object({
  isDuplicate: z.boolean(),
  existingTopics: z.array(
    z.object({ topic: z.string(), date: z.string(), source: z.enum(["past", "scheduled"]) }),
  ),
});
export type DuplicateCheck = z.infer<typeof DuplicateCheck>;
