/**
 * Names nobody may take: the bot, words that would impersonate staff or anonymity,
 * and the first segments of our own routes.
 */
const RESERVED = new Set(
  [
    "quipbot",
    "admin",
    "administrator",
    "anonymous",
    "unknown",
    "support",
    "moderator",
    "staff",
    "system",
    "root",
    "api",
    "login",
    "logout",
    "register",
    "signup",
    "signin",
    "profile",
    "compose",
    "activity",
    "search",
    "topics",
    "quip",
    "quips",
    "about",
    "privacy",
    "terms",
    "contact",
    "settings",
    "help",
    "me",
    "null",
    "undefined",
  ].map((name) => name.toLowerCase()),
);

export function isReservedUsername(name: string): boolean {
  return RESERVED.has(name.trim().toLowerCase());
}
