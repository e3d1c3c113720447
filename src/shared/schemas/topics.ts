import { z } from "zod";
import { QuipFields, withAnonymityRule, withHiddenLikesRule, withSealedGuesses } from "./quips";

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

/** A topic of the day as the topics screens show it, with how many quips it received. */
export const Topic = z.object({
  id: z.string(),
  topic: z.string(),
  isManual: z.boolean(),
  /** Its Eastern calendar day, YYYY-MM-DD. */
  date: z.string(),
  slug: z.string(),
  topicIdentifier: z.string(),
  scheduledFor: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  activeTime: z.string(),
  quipCount: z.number(),
});
export type Topic = z.infer<typeof Topic>;

/** Today's topic, before anyone counts its quips. */
export const CurrentTopic = Topic.omit({ quipCount: true });
export type CurrentTopic = z.infer<typeof CurrentTopic>;

/** What a list of topics needs (previous topics, topic search results). */
export const TopicWithCount = Topic.pick({
  id: true,
  topic: true,
  date: true,
  slug: true,
  topicIdentifier: true,
  scheduledFor: true,
  quipCount: true,
});
export type TopicWithCount = z.infer<typeof TopicWithCount>;

/** When the topic changes next, for the countdowns. */
export const TopicTiming = z.object({
  /** The daily change time, Eastern. */
  configuredTiming: z.object({ hour: z.number(), minute: z.number() }),
  hasCurrentTopic: z.boolean(),
  currentTopic: CurrentTopic.nullable(),
  /** ISO instant of the next change (on a Saturday, Sunday's: the topic goes away). */
  nextChangeTime: z.string(),
  /** Milliseconds from the server's now to the next change. */
  timeUntilNext: z.number(),
  /** ISO instant the next topic begins: the next change, or Monday's past a Sunday. */
  nextTopicTime: z.string(),
  /** Milliseconds from the server's now to the next topic. */
  timeUntilNextTopic: z.number(),
});
export type TopicTiming = z.infer<typeof TopicTiming>;

/** A quip's title in its topic's competition, once the results are published. */
export const CompetitionResult = z.object({
  /** Null below the podium in a competition too small for the other titles (decision 0134). */
  title: z.string().nullable(),
  ranking: z.number(),
  percentile: z.number(),
});
export type CompetitionResult = z.infer<typeof CompetitionResult>;

const TopicQuipFields = QuipFields.extend({ result: CompetitionResult.nullable() });

/** A quip of a topic's page, with its title once published; anonymous names nobody (see `Quip`). */
export const TopicQuip = withHiddenLikesRule(withAnonymityRule(TopicQuipFields));
export type TopicQuip = z.infer<typeof TopicQuip>;

/** As an administrator sees it (see `ModeratorQuip`). */
export const ModeratorTopicQuip = withHiddenLikesRule(withSealedGuesses(TopicQuipFields));

/** Today's topic as an administrator just set it. */
export const SetTopicAnswer = CurrentTopic.omit({ activeTime: true });
export type SetTopicAnswer = z.infer<typeof SetTopicAnswer>;
