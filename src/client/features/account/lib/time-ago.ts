import { relativeTime } from "#shared/rules/relative-time.ts";

/** The product's time phrase, always read as past: "5 mins ago", "3 days ago". */
export function timeAgo(from: string, now: number): string {
  const phrase = relativeTime(from, new Date(now));
  return phrase.endsWith(" ago") ? phrase : `${phrase} ago`;
}
