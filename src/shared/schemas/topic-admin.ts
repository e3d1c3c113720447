import { z } from "zod";
import { LIMITS } from "../limits";

export const TOPIC_MSG = {
  required: "Please enter a topic",
  tooLong: "Topic cannot exceed 100 characters",
  noneSelected: "No Topics Selected",
  noneSelectedBody: "Please select at least one topic to refresh",
  badTime: "Please choose a time as HH:MM",
  timeSaved: (time: string) => `Topic change time set to ${time} Eastern`,
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
