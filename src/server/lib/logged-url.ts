/** Longer than any address of ours but a search; short enough that a log line stays a line. */
const LOGGED_URL_MAX = 200;

/**
 * An address as the log keeps it: whole when it is of a sensible length, otherwise its start
 * and how long it was. Anyone may send a 10,000-character address, and it would otherwise be
 * copied into every line about the request.
 */
export function loggedUrl(url: string): string {
  if (url.length <= LOGGED_URL_MAX) return url;
  return `${url.slice(0, LOGGED_URL_MAX)}… (${url.length} characters)`;
}

/** How much of a failure's message a log line keeps. */
const CAUSE_MAX = 300;

/**
 * What went wrong, for the same line as where: the error's message with its line breaks made
 * spaces (React's run over several lines), cut to a length a line can hold.
 */
export function causeOf(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = message.replace(/\s+/g, " ").trim();
  return line.length <= CAUSE_MAX ? line : `${line.slice(0, CAUSE_MAX)}…`;
}
