import { useSearch } from "wouter";
import {
  type FeedFilter,
  parseFeedFilter,
  parseFeedPage,
} from "../../../../shared/rules/feed-filters";

/** The home feed's filter and page, read from `/?filter=x&page=n` (defaults when absent). */
export function useFeedParams(): { filter: FeedFilter; page: number } {
  const params = new URLSearchParams(useSearch());
  return { filter: parseFeedFilter(params.get("filter")), page: parseFeedPage(params.get("page")) };
}
