/*
 * Muted words, one rule for both sides: a muted word or phrase matches a text when it appears
 * in it as whole words, in any case. "cat" matches "Cat!" and "my cat's" but not "concatenate";
 * "bad joke" matches "BAD   joke". The server marks what matches; the browser only shows it.
 */

import { wholeWordFinder } from "./whole-words";

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

/** Whether a text contains any of the words; built once for a list, then run on many texts. */
export function mutedWordMatcher(words: readonly string[]): (text: string) => boolean {
  const find = wholeWordFinder(normalizeMutedWords(words));
  return (text) => find(text) !== null;
}
