/**
 * A run of minus signs, and whether a word or a quoted phrase follows it at once. Postgres
 * nests one NOT per minus sign waiting for its word, skipping spaces and the characters
 * & | ! ( ) < between them, and past 32 fails with "tsquery stack too small": a search of
 * 100 "-" and a letter was a 500.
 */
const MINUS_RUN = /-+(?=([\p{L}\p{N}"])?)/gu;

/**
 * The searcher's text for websearch_to_tsquery, which keeps its words, "quoted phrases",
 * `or` and -exclusions: a run of minus signs before a word or phrase is one exclusion, and
 * any other is dropped, so no word ever waits under more than one NOT.
 */
export function webSearchText(text: string): string {
  return text.replace(MINUS_RUN, (_run, next: string | undefined) => (next ? "-" : "")).trim();
}
