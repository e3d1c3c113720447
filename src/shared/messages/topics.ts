/** What the topic pages say. */
export const TOPIC_MSG = {
  activeNow: "Active Now",
  noPrevious: "No previous topics found.",
  noQuips: "No quips found for this topic yet.",
  seeAllPrevious: "See All Previous Topics",
  notFound: "Topic not found",
  /**
   * A competing topic's list by likes, and its newest first (decision 0162): it competes blind
   * until its results are published.
   */
  competingShuffled:
    "Until this topic's results are out, its quips come in a shuffled order of your own for the day, and nobody sees their likes. The likes, and the order by likes, come with the results.",
  competingLikesHidden:
    "Until this topic's results are out, nobody sees how many like its quips: the likes come with the results.",
  /** The topic page's "Top All Time" while the topic competes: there is no order by likes yet. */
  shuffledFilter: "Shuffled until the results",
  resultsPending:
    "This competition has closed. Its titles and likes appear here once every quip in it is revealed, two days after closing; entrants already know their own.",
} as const;
