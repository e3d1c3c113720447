/*
 * Muted words, one rule for both sides: a muted word or phrase matches a text when it appears
 * in it as whole words, in any case. "cat" matches "Cat!" and "my cat's" but not "concatenate";
 * "bad joke" matches "BAD   joke". The server marks what matches; the browser only shows it.
 */

/** A word as it is kept: trimmed, its inner spaces one each. */
export function normalizeMutedWord(word: string): string {
  return word.trim().replace(/\s+/g, " ");
}

/** The list as it is kept: each word normalized, empty ones dropped, repeats (in any case) once. */
export function normalizeMutedWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of words.map(normalizeMutedWord)) {
    const key = word.toLowerCase();
    if (word === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
  }
  return kept;
}

/** A letter, digit or underscore: what a whole word may not touch on either side. */
const WORD_CHAR = "[\\p{L}\\p{N}\\p{M}_]";

function wordPattern(word: string): string {
  return normalizeMutedWord(word)
    .split(" ")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
    .join("\\s+");
}

/** Whether a text contains any of the words; built once for a list, then run on many texts. */
export function mutedWordMatcher(words: readonly string[]): (text: string) => boolean {
  const patterns = normalizeMutedWords(words).map(wordPattern);
  if (patterns.length === 0) return () => false;
  const pattern = new RegExp(`(?<!${WORD_CHAR})(?:${patterns.join("|")})(?!${WORD_CHAR})`, "iu");
  return (text) => pattern.test(text);
}
