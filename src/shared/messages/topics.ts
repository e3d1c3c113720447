/** What the topic pages say. */
export const TOPIC_MSG = {
  activeNow: "Active Now",
  noPrevious: "No previous topics found.",
  noQuips: "No quips found for this topic yet.",
  seeAllPrevious: "See All Previous Topics",
  notFound: "Topic not found",
  resultsPending:
    "This competition has closed. Its titles appear here once every quip in it is revealed, two days after closing; entrants already know their own.",
} as const;
