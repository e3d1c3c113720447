import { z } from "zod";

/** A topic of the day as the client sees it; `topic` is null when there is none (Sundays). */
export const TopicOfTheDay = z.object({
  id: z.string().nullable(),
  topic: z.string().nullable(),
  isManual: z.boolean(),
  date: z.string().nullable(),
  slug: z.string().nullable(),
  topicIdentifier: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  createdAt: z.string().nullable(),
  isSunday: z.boolean(),
});
export type TopicOfTheDay = z.infer<typeof TopicOfTheDay>;

export const TopicQuota = z.object({
  topic: z.string(),
  topicIdentifier: z.string(),
  remaining: z.number(),
});

/** How many more quips the member may post on today's and yesterday's topics. */
export const TopicQuipCounts = z.object({
  today: TopicQuota.nullable(),
  yesterday: TopicQuota.nullable(),
});
export type TopicQuipCounts = z.infer<typeof TopicQuipCounts>;
