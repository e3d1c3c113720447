import { useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { paths } from "#client/lib/paths.ts";
import { type FeedFilter, parseFeedFilter, parseFeedPage } from "#shared/rules/feed-filters.ts";

type FeedParams = { filter: FeedFilter; page: number };

/** The home feed's filter and page, read from `/?filter=x&page=n` (defaults when absent). */
export function useFeedParams(): FeedParams {
  const params = new URLSearchParams(useSearch());
  return { filter: parseFeedFilter(params.get("filter")), page: parseFeedPage(params.get("page")) };
}

/**
 * The feed's own reading: the last filter and page seen on the home route. The feed may stay
 * mounted (hidden by Suspense) while another page loads; it must not read that page's
 * address as "the default filter" and fetch it.
 */
export function useHomeFeedParams(): FeedParams {
  const params = useFeedParams();
  const [location] = useLocation();
  const last = useRef(params);
  if (location === paths.home.path) last.current = params;
  return last.current;
}
