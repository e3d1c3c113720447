import { topicMidSentence, topicSentenceCase } from "#server/ai/casing.ts";
import type { Random } from "#server/lib/seeded-random.ts";
import type { QuipTemplate } from "./quips";
import {
  BUILTIN_TOPICS,
  builtinTopicCategory,
  TOPIC_CATEGORIES,
  type TopicCategory,
} from "./topics";
import { CATEGORY_BANKS, GENERAL_BANK, SHARED_BANKS, type WordBank } from "./word-banks";

/** How a topic behaves in a sentence: "Doing laundry is…", "Group chats are…". */
export type TopicForm = "activity" | "plural" | "singular";

export interface TopicFacts {
  /** Mid-sentence: "doing laundry", "Monday mornings". */
  readonly mid: string;
  /** Sentence start: "Doing laundry". */
  readonly start: string;
  readonly form: TopicForm;
  readonly category: TopicCategory | undefined;
  /** Lowercase words, for matching tagged word-bank entries. */
  readonly words: readonly string[];
}

/** Words ending in -ing that are nouns, not activities: "Monday morning", "Office building". */
const NOUN_ING = new Set([
  "morning",
  "evening",
  "ceiling",
  "building",
  "wedding",
  "pudding",
  "spring",
  "thing",
  "something",
  "nothing",
  "everything",
  "anything",
  "ring",
  "earring",
  "king",
  "string",
  "wing",
  "swing",
  "sibling",
  "clothing",
  "icing",
  "frosting",
  "stuffing",
  "topping",
  "filling",
  "dumpling",
  "lightning",
  "meeting",
  "painting",
  "feeling",
  "setting",
  "ending",
  "outing",
  "awning",
  "railing",
  "sling",
  "duckling",
  "seedling",
  "offspring",
  "during",
  "ping",
  "bling",
]);

/** An -ing word that describes the noun after it: "Parking tickets", "Running shoes". */
const MODIFIER_ING = new Set([
  "parking",
  "shopping",
  "washing",
  "sleeping",
  "baking",
  "running",
  "dining",
  "living",
  "waiting",
  "dressing",
  "sewing",
  "cooking",
  "reading",
  "hiking",
  "fishing",
  "wrapping",
  "mailing",
  "ironing",
  "frying",
  "cutting",
  "boarding",
  "landing",
  "walking",
  "changing",
  "moving",
  "camping",
  "training",
  "racing",
  "driving",
  "packing",
  "recycling",
  "tasting",
  "rocking",
  "scratching",
  "spinning",
  "sporting",
  "writing",
  "drawing",
  "listening",
  "measuring",
  "fitting",
  "standing",
  "brainstorming",
  "buffering",
  "typing",
  "sneezing",
  "housewarming",
]);

/** Plurals without a final -s, and -us words that are plurals. */
const OTHER_PLURALS = new Set([
  "people",
  "children",
  "kids",
  "mice",
  "geese",
  "feet",
  "teeth",
  "men",
  "women",
  "police",
  "cattle",
  "menus",
  "emus",
  "tutus",
]);

/** Ends in -s but is one thing: "Christmas", "Chess", "The bus". */
const SINGULAR_S = new Set([
  "news",
  "christmas",
  "gas",
  "bus",
  "yes",
  "lens",
  "series",
  "species",
  "chess",
  "physics",
  "politics",
  "mathematics",
  "measles",
  "always",
  "less",
  "this",
  "plus",
  "walrus",
  "octopus",
  "cactus",
  "hummus",
  "asparagus",
  "couscous",
  "citrus",
  "campus",
  "circus",
  "bonus",
  "status",
  "iris",
  "tennis",
  "kudos",
  "chaos",
  "pancreas",
  "atlas",
  "canvas",
]);

/** Built-in topics whose shape the rules above misread. */
const FORM_OVERRIDES = new Map<string, TopicForm>([
  ["swimming laps", "activity"],
  ["recycling day", "singular"],
  ["thanksgiving dinner", "singular"],
  ["spring cleaning", "activity"],
  ["chips and dip", "singular"],
  ["hugs or handshakes", "plural"],
  ["packing light", "activity"],
  ["sleeping in", "activity"],
  ["reading in bed", "activity"],
  ["running for the bus", "activity"],
  ["walking to work", "activity"],
  ["walking the dog", "activity"],
  ["changing the sheets", "activity"],
  ["changing lightbulbs", "activity"],
  ["changing diapers", "activity"],
  ["packing a suitcase", "activity"],
  ["packing the car", "activity"],
  ["packing lunches", "activity"],
  ["moving house", "activity"],
  ["waiting for the bus", "activity"],
  ["waiting for a table", "activity"],
  ["waiting for a delivery", "activity"],
  ["waiting on hold", "activity"],
  ["baking bread", "activity"],
  ["baking cookies", "activity"],
  ["cooking bacon", "activity"],
  ["cooking for one", "activity"],
  ["cooking for a crowd", "activity"],
  ["reading the menu", "activity"],
  ["drinking more water", "activity"],
  ["driving lessons", "plural"],
  ["training a puppy", "activity"],
  ["bird songs at dawn", "plural"],
  ["ironing shirts", "activity"],
  ["filling out forms", "activity"],
  ["painting by numbers", "activity"],
  ["painting a room", "activity"],
  ["building a snowman", "activity"],
  ["free shipping", "singular"],
  ["air conditioning", "singular"],
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/u)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
}

function isGerund(word: string): boolean {
  const last = word.split("-").at(-1) ?? word;
  return last.length > 4 && last.endsWith("ing") && !NOUN_ING.has(last);
}

function isPlural(word: string): boolean {
  const last = word.split("-").at(-1) ?? word;
  if (OTHER_PLURALS.has(last)) return true;
  if (SINGULAR_S.has(last) || last.length < 3) return false;
  return /s$/u.test(last) && !/(?:ss|us|is)$/u.test(last);
}

/** Reads a topic's grammatical shape from its words; good enough for any admin-typed topic. */
export function topicForm(topic: string): TopicForm {
  const override = FORM_OVERRIDES.get(topic.trim().toLowerCase());
  if (override) return override;
  const ws = words(topic);
  const first = ws[0] ?? "";
  const last = ws.at(-1) ?? "";
  if (isGerund(last)) return "activity"; // "Grocery shopping", "Parallel parking"
  if (isGerund(first)) {
    // "Parking tickets" is a thing; "Folding clothes" is an activity.
    const modifies = ws.length === 2 && MODIFIER_ING.has(first) && isPlural(last);
    if (!modifies) return "activity";
  }
  return isPlural(last) ? "plural" : "singular";
}

const STOP_WORDS = new Set([
  "the",
  "a",
  "an",
  "of",
  "for",
  "on",
  "in",
  "to",
  "and",
  "or",
  "with",
  "your",
  "my",
  "up",
  "out",
  "off",
  "at",
  "before",
  "after",
  "day",
  "days",
  "time",
  "making",
  "doing",
  "taking",
  "getting",
  "going",
  "first",
  "last",
  "new",
]);

/** A rough singular, so "remotes" and "remote", "dishes" and "dish" compare equal. */
function keyword(word: string): string {
  if (/ies$/u.test(word)) return word.replace(/ies$/u, "y");
  if (/(?:ch|sh|x|ss|z)es$/u.test(word)) return word.replace(/es$/u, "");
  return /[^s]s$/u.test(word) ? word.slice(0, -1) : word;
}

/** Each content word of a built-in topic votes for its category ("coffee" → food). */
const KEYWORD_VOTES: ReadonlyMap<string, ReadonlyMap<TopicCategory, number>> = (() => {
  const votes = new Map<string, Map<TopicCategory, number>>();
  for (const topic of BUILTIN_TOPICS) {
    const category = builtinTopicCategory(topic);
    if (!category) continue;
    for (const w of words(topic)) {
      if (STOP_WORDS.has(w)) continue;
      const key = keyword(w);
      const counts = votes.get(key) ?? new Map<TopicCategory, number>();
      counts.set(category, (counts.get(category) ?? 0) + 1);
      votes.set(key, counts);
    }
  }
  return votes;
})();

/** The category of a built-in topic, else the best guess from its words, else none. */
export function topicCategory(topic: string): TopicCategory | undefined {
  const known = builtinTopicCategory(topic);
  if (known) return known;
  const totals = new Map<TopicCategory, number>();
  for (const w of words(topic)) {
    if (STOP_WORDS.has(w)) continue;
    for (const [category, count] of KEYWORD_VOTES.get(keyword(w)) ?? []) {
      totals.set(category, (totals.get(category) ?? 0) + count);
    }
  }
  let best: TopicCategory | undefined;
  let bestCount = 0;
  for (const [category, count] of totals) {
    if (count > bestCount) {
      best = category;
      bestCount = count;
    }
  }
  return best;
}

export function describeTopic(topic: string): TopicFacts {
  // Trailing punctuation from an admin's "Doing laundry!" would land mid-sentence.
  const clean = topic
    .replace(/\s+/gu, " ")
    .trim()
    .replace(/[.!?,;:]+$/u, "");
  return {
    mid: topicMidSentence(clean),
    start: topicSentenceCase(clean),
    form: topicForm(clean),
    category: topicCategory(clean),
    words: words(clean).flatMap((w) => w.split("-")),
  };
}

export function templateFits(template: QuipTemplate, form: TopicForm): boolean {
  if (!template.only) return true;
  return template.only === "activity" ? form === "activity" : form !== "activity";
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type BankSlot = keyof WordBank;

interface BankEntry {
  readonly text: string;
  /** Undefined: fits every topic of the category. */
  readonly tags: readonly string[] | undefined;
}

/** "[sock,match] searching for the other sock" → its text and tags. */
function parseEntry(raw: string): BankEntry {
  const tagged = /^\[([^\]]+)\]\s*(.*)$/u.exec(raw);
  if (!tagged) return { text: raw, tags: undefined };
  return { text: tagged[2] ?? "", tags: (tagged[1] ?? "").split(",").map((t) => t.trim()) };
}

const PARSED_BANKS = new Map(
  TOPIC_CATEGORIES.map((category) => {
    const bank = CATEGORY_BANKS[category];
    const slots: Record<BankSlot, BankEntry[]> = {
      props: bank.props.map(parseEntry),
      struggles: bank.struggles.map(parseEntry),
      mishaps: bank.mishaps.map(parseEntry),
      people: bank.people.map(parseEntry),
      wins: bank.wins.map(parseEntry),
    };
    return [category, slots] as const;
  }),
);

/** Says whether a phrase already appeared in one of the earlier quips. */
export type UsedPhrase = (phrase: string) => boolean;

/** Picks from a list, preferring phrases the earlier quips have not used. */
function pickFresh(items: readonly string[], random: Random, used: UsedPhrase): string {
  const fresh = items.filter((item) => !used(item));
  return random.pick(fresh.length > 0 ? fresh : items);
}

/** "Snack drawers would be easier if the snack drawer would cooperate": a filling that merely repeats the topic. */
function echoesTopic(text: string, facts: TopicFacts): boolean {
  const content = facts.words.filter((w) => !STOP_WORDS.has(w)).map(keyword);
  if (content.length === 0) return false;
  const own = new Set(
    words(text)
      .flatMap((w) => w.split("-"))
      .map(keyword),
  );
  return content.every((w) => own.has(w));
}

/**
 * Material for a slot: entries tagged for the topic's own words first ("Matching socks" gets
 * sock jokes), else the category's untagged entries, sometimes the general bank for variety,
 * and always the general bank when the category has too little that fits.
 */
function fromBank(slot: BankSlot, facts: TopicFacts, random: Random, used: UsedPhrase): string {
  const entries = facts.category ? (PARSED_BANKS.get(facts.category)?.[slot] ?? []) : [];
  const matched = entries
    .filter((e) => e.tags?.some((tag) => facts.words.some((w) => w.startsWith(tag))))
    .map((e) => e.text)
    .filter((text) => !echoesTopic(text, facts));
  const plain = entries
    .filter((e) => !e.tags)
    .map((e) => e.text)
    .filter((text) => !echoesTopic(text, facts));
  if (matched.length > 0 && random.next() < 0.7) return pickFresh(matched, random, used);
  const pool = [...matched, ...plain];
  if (pool.length < 3 || random.next() < 0.1) return pickFresh(GENERAL_BANK[slot], random, used);
  return pickFresh(pool, random, used);
}

/** The text for one slot, or undefined for an unknown slot (left in place for the validator to catch). */
function slotValue(
  name: string,
  facts: TopicFacts,
  random: Random,
  used: UsedPhrase,
): string | undefined {
  const plural = facts.form === "plural";
  switch (name) {
    case "topic":
      return facts.mid;
    case "Topic":
      return facts.start;
    case "during":
      return `${facts.form === "activity" ? "while" : "during"} ${facts.mid}`;
    case "is":
      return plural ? "are" : "is";
    case "has":
      return plural ? "have" : "has";
    case "does":
      return plural ? "do" : "does";
    case "was":
      return plural ? "were" : "was";
    case "s":
      return plural ? "" : "s";
    case "them":
      return plural ? "them" : "it";
    case "they":
      return plural ? "they" : "it";
    case "prop":
      return fromBank("props", facts, random, used);
    case "struggle":
      return fromBank("struggles", facts, random, used);
    case "mishap":
      return fromBank("mishaps", facts, random, used);
    case "person":
      return fromBank("people", facts, random, used);
    case "Person":
      return capitalize(fromBank("people", facts, random, used));
    case "win":
      return fromBank("wins", facts, random, used);
    case "hours":
      return pickFresh(SHARED_BANKS.hours, random, used);
    case "relative":
      return pickFresh(SHARED_BANKS.relatives, random, used);
    case "Relative":
      return capitalize(pickFresh(SHARED_BANKS.relatives, random, used));
    case "comparison":
      return pickFresh(SHARED_BANKS.comparisons, random, used);
    case "coping":
      return pickFresh(SHARED_BANKS.copings, random, used);
    case "rivals":
      return pickFresh(SHARED_BANKS.rivals, random, used);
    default:
      return undefined;
  }
}

/** Fills every slot of a template for one topic. */
export function fillTemplate(
  template: QuipTemplate,
  facts: TopicFacts,
  random: Random,
  used: UsedPhrase = () => false,
): string {
  return template.text.replace(
    /\{(\w+)\}/gu,
    (slot, name: string) => slotValue(name, facts, random, used) ?? slot,
  );
}

/** Whether a word takes "an": by sound, so "an hour", "a unicorn", "an RSVP", "a TV". */
export function takesAn(word: string): boolean {
  const w = word.toLowerCase();
  if (/^\d/u.test(w)) return /^(?:8|11(?!\d{2})|18(?!\d{2}))/u.test(w);
  if (word.length > 1 && /^[A-Z]+s?$/u.test(word)) return /^[AEFHILMNORSX]/u.test(word);
  if (/^(?:hour|honest|honor|honour|heir)/u.test(w)) return true;
  if (/^(?:uni|use|usu|uti|ure|uro|ufo|eu|ewe|one(?:-|$)|ones$|once$)/u.test(w)) return false;
  return /^[aeiou]/u.test(w);
}

const SENTENCE_START = /(?:^|[.!?:]["”]?\s+|["“]\s*)$/u;
const REPEATABLE = "a|an|the|to|of|is|are|and|in|on|for|my|at";

/**
 * Grammar clean-up after filling: one space between words, no space before punctuation, no
 * doubled punctuation or articles, "a"/"an" by sound, capitals at sentence starts.
 */
export function tidy(text: string): string {
  let out = text.replace(/\s+/gu, " ").trim();
  out = out.replace(/\s+([,.;:!?])/gu, "$1");
  out = out.replace(/([.!?])[.,;]+/gu, "$1");
  out = out.replace(/,([.!?;:])/gu, "$1");
  out = out.replace(/([,;:]){2,}/gu, "$1");
  out = out.replace(/([,;])(?=\p{L})/gu, "$1 ");
  out = out.replace(new RegExp(`\\b(${REPEATABLE})\\s+(${REPEATABLE})\\b`, "giu"), (all, a, b) =>
    a.toLowerCase() === b.toLowerCase() ||
    (/^(?:a|an|the)$/iu.test(a) && /^(?:a|an|the)$/iu.test(b))
      ? b
      : all,
  );
  out = out.replace(
    /\b(a|an)(\s+)([\p{L}\p{N}][\p{L}\p{N}'’-]*)/giu,
    (all, article: string, space, word: string, offset: number) => {
      const capital = article[0] === "A";
      // A capital "A" mid-sentence is a name ("Plan A"), not an article.
      if (capital && !SENTENCE_START.test(out.slice(0, offset))) return all;
      const wanted = takesAn(word) ? "an" : "a";
      return `${capital ? capitalize(wanted) : wanted}${space}${word}`;
    },
  );
  out = out.replace(
    /([.!?]["”]?\s+)(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
  return capitalize(out);
}

/**
 * The longest fixed stretch of a template's text, lowercased: finding it in an earlier quip
 * means that quip used this template, so we can prefer a different joke shape.
 */
export function templateFingerprint(template: QuipTemplate): string {
  const parts = template.text
    .toLowerCase()
    .split(/\{\w+\}/u)
    .map((p) => p.replace(/\s+/gu, " ").trim());
  return parts.reduce((best, p) => (p.length > best.length ? p : best), "");
}
