import { PAGE_ROUTES } from "#shared/rules/page-routes.ts";

type Page = keyof typeof PAGE_ROUTES;

/** Pages that read the same for everyone and are worth finding: the sitemap lists them. */
export const LISTED_PAGES = ["home", "topics", "about", "privacy", "terms", "contact"] as const;

/**
 * Pages the sitemap lists one by one from their rows: revealed quips, started topics, and the
 * recaps of weeks whose every quip is revealed.
 */
export const LISTED_BY_ROW = ["quip", "topic", "recap"] as const;

/**
 * Pages search engines are asked to leave alone: a member's own screens, the administrators',
 * steps of an account whose addresses carry one-time tokens, searches, and profiles (for
 * members only: a visitor is asked to sign in).
 */
export const UNLISTED_PAGES = [
  "login",
  "register",
  "profile",
  "editProfile",
  "account",
  "notificationSettings",
  "warnings",
  "goodbye",
  "compose",
  "activity",
  "search",
  "forgotPassword",
  "resetPassword",
  "confirmEmail",
  "unsubscribe",
  "admin",
] as const satisfies readonly Page[];

/**
 * Result cards are neither listed nor refused: a member shares theirs, and its preview is
 * drawn for whoever follows the link.
 */
export const SHARED_ONLY = ["result"] as const satisfies readonly Page[];

/** A page's path without its parameters: "/profile/:id?" is "/profile". */
export function pathPrefixOf(page: Page): string {
  const fixed = PAGE_ROUTES[page].split("/:")[0] ?? "";
  return fixed === "" ? "/" : fixed;
}
