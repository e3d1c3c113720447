import { useEffect } from "react";
import { useLocation } from "wouter";
import { paths } from "#client/lib/paths.ts";
import {
  DEFAULT_FILTER,
  type FeedFilter,
  isMembersOnlyFilter,
} from "#shared/rules/feed-filters.ts";

/**
 * A visitor asking for a members-only feed (a link to someone's Following feed) reads the
 * default feed instead, and the address says so: a visitor never sees the headings and empty
 * texts of a feed made of follows or likes they do not have.
 */
export function useVisitorFilter(filter: FeedFilter, isVisitor: boolean): FeedFilter {
  const [location, navigate] = useLocation();
  const isRefused = isVisitor && isMembersOnlyFilter(filter);
  useEffect(() => {
    if (isRefused && location === paths.home.path) {
      navigate(paths.home.getHref(), { replace: true });
    }
  }, [isRefused, location, navigate]);
  return isRefused ? DEFAULT_FILTER : filter;
}
