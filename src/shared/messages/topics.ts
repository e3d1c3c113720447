/** What the topic pages say. */
export const TOPIC_MSG = {
  activeNow: "Active Now",
  noPrevious: "No previous topics found.",
  noQuips: "No quips found for this topic yet.",
  seeAllPrevious: "See All Previous Topics",
  notFound: "Topic not found",
  /** A competing topic's list by likes, and its newest first (decision 0162). */
  competingShuffled:
    "While this topic competes, its quips come in a shuffled order of your own for the day, and nobody sees their likes. The likes, and the order by likes, come with the results.",
  competingLikesHidden:
    "While this topic competes, nobody sees how many like its quips: the likes come with the results.",
  /** The topic page's "Top All Time" while the topic competes: there is no order by likes yet. */
  shuffledFilter: "Shuffled until the results",
  resultsPending:
    "This competition has closed. Its titles appear here once every quip in it is revealed, two days after closing; entrants already know their own.",
} as const;
