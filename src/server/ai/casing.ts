/**
 * Case rules for topics. Topics are stored in sentence case ("Doing laundry") but appear in the
 * middle of sentences too ("I'm not saying I'm bad at doing laundry"), so we need to know which
 * words may be lowercased without turning "Monday mornings" into "monday mornings".
 */

const PROPER_WORDS = new Set([
  "i",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
  "halloween",
  "thanksgiving",
  "christmas",
  "easter",
  "hanukkah",
  "kwanzaa",
  "diwali",
  "valentine",
  "english",
  "spanish",
  "french",
  "italian",
  "mexican",
  "chinese",
  "japanese",
  "indian",
  "greek",
  "thai",
]);

/** Words that are ordinary on their own but proper inside a holiday name. */
const PROPER_PHRASES: readonly string[][] = [
  ["new", "year"],
  ["fourth", "of", "july"],
  ["mother", "day"],
  ["father", "day"],
  ["labor", "day"],
  ["memorial", "day"],
  ["earth", "day"],
  ["april", "fools"],
];

/** "Valentine's" → "valentine", "Fools'" → "fools": the stem we compare against the lists. */
function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/['’]s?$/u, "")
    .replace(/[^\p{L}\p{N}-]/gu, "");
}

/** A word that must keep its capitals: acronyms and mixed case ("TV", "Wi-Fi", "DIY"). */
function hasInnerCapitals(word: string): boolean {
  return /\p{Lu}/u.test(word.slice(1)) || (word.length === 1 && word === "I");
}

function properIndexes(words: readonly string[]): Set<number> {
  const stems = words.map(stem);
  const found = new Set<number>();
  stems.forEach((s, i) => {
    if (PROPER_WORDS.has(s)) found.add(i);
  });
  for (const phrase of PROPER_PHRASES) {
    for (let i = 0; i + phrase.length <= stems.length; i++) {
      if (phrase.every((p, k) => stems[i + k] === p)) {
        for (let k = 0; k < phrase.length; k++) found.add(i + k);
      }
    }
  }
  return found;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The topic as it reads mid-sentence: "Doing laundry" → "doing laundry", "Monday Mornings" →
 * "Monday mornings", "DOING LAUNDRY" → "doing laundry", "TV remotes" stays as it is.
 */
export function topicMidSentence(topic: string): string {
  const words = topic.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return "";
  const proper = properIndexes(words);
  const letters = words.join("").replace(/[^\p{L}]/gu, "");
  // Shouting ("DOING LAUNDRY") is not a run of acronyms: lowercase it all.
  const shouting =
    letters.length > 3 && letters === letters.toUpperCase() && words.some((w) => w.length >= 4);
  // Title Case ("Doing The Laundry") is a style, not proper nouns: lowercase every word.
  const titleCase =
    words.length >= 2 && words.every((w) => !/^\p{L}/u.test(w) || /^\p{Lu}/u.test(w));
  return words
    .map((word, i) => {
      if (proper.has(i)) return capitalize(word.toLowerCase());
      if (shouting) return word.toLowerCase();
      if (hasInnerCapitals(word)) return word;
      if (i === 0 || titleCase) return word.toLowerCase();
      return word;
    })
    .join(" ");
}

/** The topic as it starts a sentence (and as topics are stored): "doing laundry" → "Doing laundry". */
export function topicSentenceCase(topic: string): string {
  const mid = topicMidSentence(topic);
  const first = mid.split(" ")[0] ?? "";
  // "iPhone cases" would become "IPhone cases"; leave mixed-case first words alone.
  if (/^\p{Ll}/u.test(first) && hasInnerCapitals(first)) return mid;
  return capitalize(mid);
}
