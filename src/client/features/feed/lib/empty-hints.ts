import type { FeedFilter } from "#shared/rules/feed-filters.ts";

/** What an empty feed says under "No quips found", by filter. */
export const EMPTY_FEED_HINTS: Record<FeedFilter, string> = {
  top48: "Nobody has posted in the last 48 hours. Be the first to make someone laugh!",
  new: "There are no quips yet. Start things off with one of your own.",
  post48: "No quips were revealed in the last 48 hours. Check back soon to see who wrote what.",
  post48Following:
    "None of the people you follow had a quip revealed in the last 48 hours. Follow more members to fill this feed.",
  hot: "Nothing is heating up right now. A good quip could change that.",
  topAllTime: "There are no quips yet. Yours could be the first on the board.",
  topicOfTheDay: "Nobody has quipped about today's topic yet. Take the first shot!",
  yesterdaysTopic: "Nobody quipped about yesterday's topic.",
  following: "Quips from people you follow show up here once they are revealed.",
  liked: "Quips you like will show up here.",
};

/** A topic feed for a day without a topic (Sundays have none). */
export function noTopicHint(isSunday: boolean): string {
  return isSunday
    ? "It's No Topic Sunday: there is no topic today. Quip about anything you like!"
    : "There was no topic that day.";
}
