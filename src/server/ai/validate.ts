import { botGiveaways } from "./bot-voice";
import { topicSentenceCase } from "./casing";
import { GenerationError } from "./generation-error";

export const TOPIC_MAX_WORDS = 4;
export const TOPIC_MAX_CHARS = 100;
export const QUIP_MAX_CHARS = 280;

/** Pairs a model (or a careless template) may wrap the whole answer in. */
const WRAPPERS: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ["'", "'"],
  ["“", "”"],
  ["‘", "’"],
  ["«", "»"],
  ["„", "“"],
  ["`", "`"],
  ["**", "**"],
  ["__", "__"],
  ["*", "*"],
  ["_", "_"],
];

/** A label before the answer, bold or not: "Topic: …", "**Topic:** …", "__Joke__: …". */
const LABEL_END = String.raw`\s*(?:[:\-–—]\s*[*_]{0,2}|[*_]{1,2}\s*[:\-–—])\s*`;
const TOPIC_PREFIX = new RegExp(
  String.raw`^[*_]{0,2}(?:(?:new|today'?s|suggested|my|the)\s+)?(?:topic(?:\s+of\s+the\s+day)?|answer|suggestion)${LABEL_END}`,
  "iu",
);
const QUIP_PREFIX = new RegExp(
  String.raw`^[*_]{0,2}(?:quip|joke|answer|here\s+it\s+is)${LABEL_END}`,
  "iu",
);
/** "Sure! Here's a quip about doing laundry:" — chatty models add this before the joke. */
const PREAMBLE =
  /^(?:(?:sure|okay|ok|of course|absolutely|certainly)[!,.]?\s*)?here(?:'s|’s| is| you go)\b[^:\n]{0,80}:\s*/iu;
const REFUSAL =
  /^(?:as an ai\b|i(?:'|’)?m sorry,? but\b|i (?:cannot|can(?:'|’)?t|am unable to|won(?:'|’)?t) (?:help|write|create|comply|provide))/iu;
/** Words that make a quip unfit for a clean site; a hit means "try again", never "post it". */
const UNCLEAN =
  /\b(?:fuck\w*|shit\w*|bitch\w*|cunt\w*|dick(?:head)?s?|bastard\w*|asshole\w*|wank\w*|slut\w*|whore\w*|nigg\w*|fag\w*|retard\w*|porn\w*)\b/iu;
const EMOJI = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/** Lowercase words without punctuation: how two topics or quips are compared for duplicates. */
export function comparisonKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function invalid(message: string): GenerationError {
  return new GenerationError(message, { reason: "invalid" });
}

/** Removes wrapping quotes and emphasis, repeatedly: models like `"**Doing laundry**"`. */
function unwrap(text: string): string {
  let current = text.trim();
  for (;;) {
    const before = current;
    for (const [open, close] of WRAPPERS) {
      if (
        current.length > open.length + close.length &&
        current.startsWith(open) &&
        current.endsWith(close) &&
        // `"Yes," she said, "no."` starts and ends with quotes without being wrapped in them.
        !current.slice(open.length, current.length - close.length).includes(close)
      ) {
        current = current.slice(open.length, current.length - close.length).trim();
      }
    }
    if (current === before) return current;
  }
}

/** Drops code fences and reasoning blocks some models print before the answer. */
function dropNoise(text: string): string {
  return text
    .replace(/<think>[\s\S]*?<\/think>/giu, "")
    .replace(/^\s*```[\w-]*\s*$/gmu, "")
    .trim();
}

function nonEmptyLines(text: string): string[] {
  return text
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter(Boolean);
}

function stripLineMarkup(line: string): string {
  return line
    .replace(/^#{1,6}\s+/u, "")
    .replace(/^>\s*/u, "")
    .replace(/^(?:[-*•]|\d+[.)])\s+/u, "")
    .trim();
}

function collapse(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

function rejectDuplicate(text: string, avoid: readonly string[] | undefined, what: string): void {
  if (!avoid || avoid.length === 0) return;
  const key = comparisonKey(text);
  if (avoid.some((other) => comparisonKey(other) === key)) {
    throw new GenerationError(`The generated ${what} "${text}" repeats an earlier one`, {
      reason: "duplicate",
    });
  }
}

/**
 * Cleans a generated topic and checks it is usable: 1–4 words, at most 100 characters, one
 * line, words rather than markup, in sentence case, and not one of `avoid` (compared without
 * case or punctuation). Throws GenerationError otherwise.
 */
export function validateTopic(raw: unknown, options: { avoid?: readonly string[] } = {}): string {
  if (typeof raw !== "string") throw invalid("The generated topic is not text");
  const lines = nonEmptyLines(dropNoise(raw));
  if (lines.length === 0) throw invalid("The generated topic is empty");
  if (lines.length > 1) throw invalid("The generated topic spans several lines");
  let text = lines[0] ?? "";
  for (;;) {
    const before = text;
    text = unwrap(stripLineMarkup(text)).replace(TOPIC_PREFIX, "");
    text = text.replace(EMOJI, "").replace(/[.!,;:]+$/u, "");
    text = collapse(text);
    if (text === before) break;
  }
  if (!text || !/\p{L}/u.test(text)) throw invalid("The generated topic is empty");
  if (text.length > TOPIC_MAX_CHARS) {
    throw invalid(`The generated topic is too long (${text.length} characters)`);
  }
  const words = text.split(" ").length;
  if (words > TOPIC_MAX_WORDS) throw invalid(`The generated topic has ${words} words (at most 4)`);
  // Letters, digits and the punctuation of ordinary phrases ("Wi-Fi", "New Year's", "Salt & pepper").
  if (!/^[\p{L}\p{N}][\p{L}\p{N}\s'’&,./-]*[?]?$/u.test(text) || /https?:|www\./iu.test(text)) {
    throw invalid(`The generated topic "${text.slice(0, 60)}" is not a plain phrase`);
  }
  const topic = topicSentenceCase(text);
  rejectDuplicate(topic, options.avoid, "topic");
  return topic;
}

/**
 * Cleans a generated quip and checks it is postable: one paragraph of 1–280 characters, no
 * preamble, wrapping quotes, markdown or hashtags, no template leftovers, nothing unclean,
 * nothing that says a bot wrote it (beyond the words of its `topic`: bot-voice.ts), and not one
 * of `avoid`. Throws GenerationError otherwise.
 */
export function validateQuip(
  raw: unknown,
  options: { avoid?: readonly string[]; topic?: string } = {},
): string {
  if (typeof raw !== "string") throw invalid("The generated quip is not text");
  let text = dropNoise(raw).replace(PREAMBLE, "").trim();
  if (/\n\s*\n/u.test(text)) throw invalid("The generated quip has several paragraphs");
  const lines = nonEmptyLines(text).map(stripLineMarkup);
  // A setup and its punchline on two lines is still one joke; a list is not.
  if (lines.length > 3) throw invalid("The generated quip spans too many lines");
  text = lines.join(" ");
  for (;;) {
    const before = text;
    text = collapse(
      unwrap(text)
        .replace(QUIP_PREFIX, "")
        .replace(/(?:\s+#[\p{L}\p{N}_]+)+$/u, ""),
    );
    if (text === before) break;
  }
  if (!text || !/[\p{L}\p{N}]/u.test(text)) throw invalid("The generated quip is empty");
  if (text.length > QUIP_MAX_CHARS) {
    throw invalid(`The generated quip is too long (${text.length} characters, at most 280)`);
  }
  if (/[{}]|\bundefined\b|\[object Object\]/u.test(text)) {
    throw invalid("The generated quip contains template leftovers");
  }
  if (REFUSAL.test(text)) throw invalid("The provider declined to write a quip");
  if (UNCLEAN.test(text)) throw invalid("The generated quip is not clean");
  const giveaways = botGiveaways(text, { topic: options.topic });
  if (giveaways.length > 0) {
    throw new GenerationError(
      `The generated quip says a bot wrote it ("${giveaways.join('", "')}"), which would unmask QuipBot while it is anonymous`,
      { reason: "bot-voice" },
    );
  }
  rejectDuplicate(text, options.avoid, "quip");
  return text;
}
