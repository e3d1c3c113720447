import { confusableSkeleton } from "./confusable-skeleton";

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
  ].map(confusableSkeleton),
);

/** Nor may a name begin like the bot, anonymity or staff: QuipBotAI, AnonymousFan, AdminJoe. */
const RESERVED_PREFIXES = ["quipbot", "anonymous", "admin"].map(confusableSkeleton);

/** Compared by look, not by spelling, so QuipB0t and Anonym0us are the names they imitate. */
export function isReservedUsername(name: string): boolean {
  const skeleton = confusableSkeleton(name.trim());
  return RESERVED.has(skeleton) || RESERVED_PREFIXES.some((prefix) => skeleton.startsWith(prefix));
}
