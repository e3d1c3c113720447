import { useCallback } from "react";
import { useLocation } from "wouter";
import { savePreviousFeed } from "#client/lib/feed-place/previous-feed.ts";
import { paths } from "#client/lib/paths.ts";
import { useFeedParams } from "./use-feed-params";

/**
 * A click handler for links that leave the home feed (nav items, compose, footer links): it
 * saves the current filter and page when the member is on the home route.
 */
export function useRememberFeed(): () => void {
  const [location] = useLocation();
  const { filter, page } = useFeedParams();
  const isHome = location === paths.home.path;
  return useCallback(() => {
    if (isHome) savePreviousFeed({ filter, page });
  }, [isHome, filter, page]);
}
