/*
 * Whole words, one rule for muted words and watched words alike: a word or phrase matches a
 * text when it appears in it as whole words, in any case. "cat" matches "Cat!" and "my cat's"
 * but not "concatenate"; "bad joke" matches "BAD   joke".
 */

/** A letter, digit or underscore: what a whole word may not touch on either side. */
const WORD_CHAR = "[\\p{L}\\p{N}\\p{M}_]";

function wordPattern(word: string): string {
  return word
    .trim()
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
    .join("\\s+");
}

const spacedLower = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Which of the words a text contains, the first found; built once for a list, then run on many
 * texts. It answers with the word as the list holds it.
 */
export function wholeWordFinder(words: readonly string[]): (text: string) => string | null {
  const kept = words.filter((word) => word.trim() !== "");
  if (kept.length === 0) return () => null;
  const byKey = new Map(kept.map((word) => [spacedLower(word), word]));
  const pattern = new RegExp(
    `(?<!${WORD_CHAR})(?:${kept.map(wordPattern).join("|")})(?!${WORD_CHAR})`,
    "iu",
  );
  return (text) => {
    const found = pattern.exec(text);
    return found ? (byKey.get(spacedLower(found[0])) ?? found[0]) : null;
  };
}
