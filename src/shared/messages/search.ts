/** What search says. */
export const SEARCH_MSG = {
  failed: "Search failed.",
  noResults: (query: string) => `No results for “${query}”`,
} as const;
