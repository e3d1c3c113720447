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
