/**
 * The quips on screen whose counts a tab follows as cards, at most. Not among LIMITS: only the
 * server and the stream's own code, which loads after the page, read it, and LIMITS comes with
 * every first page.
 */
export const CARDS_WATCHED_MAX = 100;
