import { DEFAULT_FEED_FILTER } from "#shared/limits.ts";

/**
 * Every filter value a home feed URL may carry (for `z.enum(FEED_FILTERS)` on the server).
 * `following` and `liked` are accepted but not offered in the menu (signed-in only).
 */
export const FEED_FILTERS = [
  "top48",
  "new",
  "post48",
  "post48Following",
  "hot",
  "topAllTime",
  "topicOfTheDay",
  "yesterdaysTopic",
  "following",
  "liked",
] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

/**
 * The filters the home dropdown offers, in menu order, with their labels as members read them.
 * `signedInOnly` filters are hidden from visitors (a visitor asking for one gets an empty list).
 */
export const FEED_FILTER_OPTIONS = [
  { value: "top48", label: "Top 48 Hours", signedInOnly: false },
  { value: "new", label: "New Quips", signedInOnly: false },
  { value: "post48", label: "Recently Revealed", signedInOnly: false },
  { value: "post48Following", label: "Recently Revealed - Following", signedInOnly: true },
  { value: "hot", label: "Hot", signedInOnly: false },
  { value: "topAllTime", label: "Top All Time", signedInOnly: false },
  { value: "topicOfTheDay", label: "Today's Topic", signedInOnly: false },
  { value: "yesterdaysTopic", label: "Yesterday's Topic", signedInOnly: false },
] as const satisfies readonly { value: FeedFilter; label: string; signedInOnly: boolean }[];

/** On a topic page only these two orders are offered. */
export const TOPIC_PAGE_FILTERS = ["topAllTime", "new"] as const satisfies readonly FeedFilter[];

export const DEFAULT_FILTER: FeedFilter = DEFAULT_FEED_FILTER;

export function isFeedFilter(value: unknown): value is FeedFilter {
  return typeof value === "string" && (FEED_FILTERS as readonly string[]).includes(value);
}

/** A filter from a URL or storage; anything unknown reads as the default. */
export function parseFeedFilter(value: string | null | undefined): FeedFilter {
  return isFeedFilter(value) ? value : DEFAULT_FILTER;
}

/** A page number from a URL; anything that is not a whole number above 1 reads as 1. */
export function parseFeedPage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function feedFilterLabel(filter: FeedFilter): string {
  const option = FEED_FILTER_OPTIONS.find((item) => item.value === filter);
  if (option) return option.label;
  return filter === "following" ? "Following" : "Liked Quips";
}

/** Filters made of the quips of the members the viewer follows. */
export function isFollowingFilter(filter: FeedFilter): boolean {
  return filter === "following" || filter === "post48Following";
}

/** Filters that read the viewer's own follows or likes: a visitor has neither. */
export function isMembersOnlyFilter(filter: FeedFilter): boolean {
  return isFollowingFilter(filter) || filter === "liked";
}

/** The filters a viewer may pick from the home menu. */
export function feedFilterOptions(isSignedIn: boolean) {
  return FEED_FILTER_OPTIONS.filter((option) => isSignedIn || !option.signedInOnly);
}

/**
 * The home feed path: `filter` omitted when it is the default, `page` only when above 1.
 * feedPath("top48", 1) === "/", feedPath("hot", 3) === "/?filter=hot&page=3".
 */
export function feedPath(filter: FeedFilter = DEFAULT_FILTER, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== DEFAULT_FILTER) params.set("filter", filter);
  if (Number.isInteger(page) && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/?${query}` : "/";
}
