import { useSearch } from "wouter";
import { parseSearchType, type SearchType } from "#client/features/search/lib/search-params.ts";

/** The search's type from `?type=` (the text itself is the route's `:query` segment). */
export function useSearchType(): SearchType {
  return parseSearchType(new URLSearchParams(useSearch()).get("type"));
}
