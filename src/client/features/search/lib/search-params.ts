import { paths } from "#client/lib/paths.ts";

/** What a search looks for; the server answers each at GET /api/search/{type}?q=. */
export const SEARCH_TYPES = [
  { value: "quips", label: "Quips" },
  { value: "users", label: "Users" },
  { value: "topics", label: "Topics" },
] as const;

export type SearchType = (typeof SEARCH_TYPES)[number]["value"];

export const DEFAULT_SEARCH_TYPE: SearchType = "quips";

export function isSearchType(value: unknown): value is SearchType {
  return SEARCH_TYPES.some((type) => type.value === value);
}

/** `?type=` from the address; quips when absent or unknown. */
export function parseSearchType(value: string | null): SearchType {
  return isSearchType(value) ? value : DEFAULT_SEARCH_TYPE;
}

/** /search/{query}?type=…, or /search?type=… without a query. */
export function searchHref(query: string, type: SearchType): string {
  return `${paths.search.getHref(query.trim() || undefined)}?type=${type}`;
}
