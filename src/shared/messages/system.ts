/** What the console's System tab and its refusals say. */
export const SYSTEM_MSG = {
  mailNotFound: "This mail is no longer in the outbox",
  mailSent: "This mail has already been sent",
  mailPending: "This mail is already waiting to be sent",
  mailSending: "This mail is being sent right now",
  pushNotFound: "This push is no longer in the queue",
  pushPending: "This push is already waiting to be sent",
  pushSending: "This push is being sent right now",
  retried: { mail: "Mail queued again", push: "Push queued again" },
  discarded: { mail: "Mail discarded", push: "Push discarded" },
  confirmDiscard: {
    mail: "Discard this mail? It will never be sent.",
    push: "Discard this push? It will never be sent.",
  },
  empty: {
    jobs: "No scheduled jobs",
    failedMail: "No failed mail",
    pendingMail: "No mail waiting",
    failedPushes: "No failed pushes",
    pendingPushes: "No pushes waiting",
    exports: "No data exports in preparation",
  },
  failed: {
    jobs: "Failed to load the scheduled jobs",
    mail: "Failed to load the mail outbox",
    pushes: "Failed to load the push queue",
    exports: "Failed to load the data exports",
    database: "Failed to load the database's state",
    version: "Failed to load the version",
    retry: { mail: "Failed to queue the mail again", push: "Failed to queue the push again" },
    discard: { mail: "Failed to discard the mail", push: "Failed to discard the push" },
  },
} as const;
