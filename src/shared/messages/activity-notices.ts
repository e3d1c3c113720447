/** What each kind of notice says, on the Activity page, in the sidebar and in a push. */
export const NOTICE_MSG = {
  someoneAnonymous: "Someone anonymous",
  selfLike: "You liked your own quip",
  quipBotFineLine: "Don't let the robots take over!",
  /** A reporter hears their report was handled: never how, nor about whom (decision 0158). */
  reportReviewed: "Your report was reviewed. Thank you for helping keep Quip friendly.",
  warning: "A moderator sent you a warning",
  warningFineLine: "Read it, and appeal it if you disagree, in Settings → Warnings.",
  appealUpheld: "Your appeal was reviewed: the warning stands",
  appealOverturned: "Your appeal was accepted: the warning is overturned",
  openWarnings: "See your warnings",
  /** A guess at an anonymous quip's author found right at its reveal (decision 0164). */
  guessRight: "You guessed who wrote a quip",
  guessRightFineLine: (username: string) => `It was @${username}.`,
  /** The topic of the day's push (decision 0161): the topic alone, nobody's quip. */
  topicOfTheDay: (topic: string) => `Today's topic: ${topic}`,
  topicOfTheDayFineLine: "Write a quip on it: nobody sees it is yours for 48 hours.",
} as const;
