/** What any page or refusal may say, whatever the capability. */
export const GENERIC_MSG = {
  notFound: "Not found",
  badRequest: "Invalid request",
  internal: "Something went wrong on our side. Please try again.",
  unavailable: "Quip is temporarily unavailable. Please try again in a moment.",
  shuttingDown: "This server is shutting down; other servers take its requests.",
  removedMeanwhile: "Something this refers to was removed a moment ago. Reload and try again.",
} as const;

/** The page shown for an address Quip does not know. */
export const NOT_FOUND_PAGE_MSG = {
  title: "Oops! Page Not Found",
  body: "Looks like this page has wandered off into the humor void.",
} as const;
