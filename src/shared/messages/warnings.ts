import { LIMITS } from "#shared/limits.ts";

/** Warnings, their one appeal and its outcome (decision 0158): the server's words and the screen's. */
export const WARNINGS_MSG = {
  reasonRequired: "Please say why you are warning this member",
  reasonTooLong: `A warning's reason cannot exceed ${LIMITS.warningReasonMax} characters`,
  citeOne: "A warning cites one quip or one comment, not both",
  memberNotFound: "User not found",
  quipNotFound: "Quip not found.",
  commentNotFound: "Comment not found",
  cannotWarnAdmin: "Administrators cannot be warned",
  cannotWarnModerator:
    "Moderators cannot be warned: an administrator revokes their moderator role first",
  cannotWarnQuipBot: "QuipBot cannot be warned",
  /**
   * The same words whoever is named: whether that member wrote the quip must not be told by
   * the refusal while the quip is anonymous.
   */
  anonymousNotCited:
    "A quip still anonymous cannot be cited in a warning: hide or remove it now, and warn its author once it is revealed",
  notTheirs: "The quip or comment cited was not written by this member",
  warningNotFound: "Warning not found",
  appealRequired: "Please say why this warning should be overturned",
  appealTooLong: `An appeal cannot exceed ${LIMITS.appealTextMax} characters`,
  alreadyAppealed: "You have already appealed this warning",
  appealClosed: (deadline: string) =>
    `The ${LIMITS.warningAppealDays} days to appeal this warning ended on ${deadline}`,
  appealNotFound: "Appeal not found",
  alreadyDecided: "This appeal has already been decided",
  ownWarning: "Another moderator decides the appeal of a warning you gave",
  outcomeRequired: "Choose whether the warning is upheld or overturned",
  noteTooLong: `A note cannot exceed ${LIMITS.appealTextMax} characters`,
  outcomes: { upheld: "Upheld", overturned: "Overturned" },

  title: "Warnings",
  description: "What moderators have warned you about, and your appeals. Only you see this.",
  empty: "You have no warnings.",
  failed: "Failed to load your warnings",
  retry: "Try again",
  citedQuip: "About your quip",
  citedComment: "About your comment",
  citedGone: "(since removed)",
  openCited: "Open it",
  warnedOn: "Warned",
  appealLabel: "Why should this warning be overturned?",
  appealButton: "Send appeal",
  appealHint: (deadline: string) => `You may appeal once, until ${deadline}.`,
  appealSent: "Appeal sent: a moderator will review it",
  appealFailed: "Failed to send your appeal",
  appealPending: "Appealed: waiting for a moderator's review",
  yourAppeal: "Your appeal",
  appealExpired: "The time to appeal this warning has passed.",
  overturnedBadge: "Overturned",
  upheldBadge: "Upheld",
  overturnedLine: "Your appeal was accepted: this warning is overturned.",
  upheldLine: "Your appeal was reviewed: this warning stands.",
  moderatorNote: "Moderator's note",
} as const;
