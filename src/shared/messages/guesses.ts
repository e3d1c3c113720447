import { LIMITS } from "#shared/limits.ts";

/** Whodunnit (decision 0164): sealed guesses at an anonymous quip's author, word for word. */
export const GUESS_MSG = {
  usernameRequired: "Please enter a username",
  usernameTooLong: `A username has at most ${LIMITS.usernameMax} characters`,
  unknownMember: "No member goes by that username",
  ownQuip: "You can't guess your own quip",
  closed: "Guessing closed: the author has been revealed",

  /** The quip's page and a card's menu. */
  guessAction: "Guess who wrote it",
  invitation: "Who wrote it? Your guess stays sealed until the reveal.",
  dialogTitle: "Guess who wrote it",
  dialogDescription:
    "Name the member you think wrote this quip. Nobody sees your guess, or that you made one, until the reveal; you can change it until then.",
  usernameLabel: "Their username",
  submit: "Seal my guess",
  submitting: "Sealing…",
  sealed: "Your guess is sealed until the reveal.",
  withdrawn: "Your guess is withdrawn.",
  failed: "Your guess could not be saved",
  withdrawFailed: "Your guess could not be withdrawn",
  loadFailed: "Your guess could not be loaded.",
  yourGuess: (username: string) => `You guessed @${username} (sealed)`,
  change: "Change",
  withdraw: "Withdraw",
  suggestions: "Members whose username matches",

  /** After the reveal. */
  tally: (correct: number, total: number) => `${correct} of ${total} guessed who wrote it`,
  right: "You guessed right",
  wrong: (username: string) => `You guessed @${username} — wrong`,

  /** The right guesser's notice, in Activity and in a push. */
  noticeRight: "You guessed who wrote a quip",
  noticeFineLine: (username: string) => `It was @${username}.`,

  /** The profile's Stats. */
  statsTitle: "Sleuth",
  statsRight: "Right guesses",
  statsAccuracy: "Accuracy",
  statsStreak: "Guess streak",
  statsBestStreak: "Best streak",
} as const;
