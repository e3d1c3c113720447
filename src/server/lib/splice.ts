/*
 * Putting text into a page by index and slice. `String.prototype.replace` reads `$&`, `$'`,
 * `` $` ``, `$$`, `$1` and `$<name>` in a replacement string as patterns, and escaping for
 * HTML makes new ones (`$<` becomes `$&lt;`): a quip holding `$'` once copied the rest of the
 * page into its own share tags. Every place that puts member text into a page goes through
 * these, so the text is only ever data.
 */

/** Where a marker first occurs: a literal string, or a pattern (its flags but `g` apply). */
function find(text: string, marker: string | RegExp): { at: number; length: number } | null {
  if (typeof marker === "string") {
    const at = text.indexOf(marker);
    return at === -1 ? null : { at, length: marker.length };
  }
  const match = new RegExp(marker.source, marker.flags.replace("g", "")).exec(text);
  return match ? { at: match.index, length: match[0].length } : null;
}

/** `text` with `removed` characters at `at` given way to `insert`. */
export function spliceAt(text: string, at: number, removed: number, insert: string): string {
  return text.slice(0, at) + insert + text.slice(at + removed);
}

/** The first `marker` in `text` given way to `replacement`; `text` as it was without one. */
export function replaceFirst(text: string, marker: string | RegExp, replacement: string): string {
  const found = find(text, marker);
  return found ? spliceAt(text, found.at, found.length, replacement) : text;
}

/** `insert` put just before the first `marker` in `text`; `text` as it was without one. */
export function insertBefore(text: string, marker: string | RegExp, insert: string): string {
  const found = find(text, marker);
  return found ? spliceAt(text, found.at, 0, insert) : text;
}
