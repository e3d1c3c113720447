/**
 * Words that say or hint that a bot wrote a quip. QuipBot's quip is anonymous for 48 hours like
 * everyone's, so a joke about its circuits would name its author as surely as a byline. Checked
 * on every generated quip (validate.ts, and again before QuipBot posts) and by the tests that
 * read QuipBot's anonymous quips. A false alarm costs one more try at a joke; a miss, the
 * anonymity of the day's quip, so the list leans wide.
 */
const BOT_WORDS: readonly RegExp[] = [
  /\b(?:quip\s?|chat|ro)?bot(?:s|ic|ics)?\b/iu,
  /\b(?:androids?|cyborgs?|droids?|automatons?)\b/iu,
  // Case matters: "ai" is a syllable in other words, "AI" and "A.I." are what a bot would call itself.
  /\bA\.?I\b\.?/u,
  /\b(?:artificial intelligence|machine learning|language models?|neural net(?:work)?s?)\b/iu,
  /\balgorithm(?:s|ic)?\b/iu,
  /\bcircuit(?:s|ry)?\b/iu,
  /\bsensors?\b/iu,
  /\bprogramm(?:ed|ing)\b/iu,
  /\b(?:code[sd]?|coding)\b/iu,
  /\bbatter(?:y|ies)\b/iu,
  /\b(?:beep(?:s|ed|ing)?|boop(?:s|ed|ing)?|bleep(?:s|ed|ing)?)\b/iu,
  /\b(?:software|firmware|motherboards?|processors?|cpus?|gpus?|memory banks?)\b/iu,
  /\b(?:reboot(?:s|ed|ing)?|malfunction(?:s|ed|ing)?|factory reset|system error|error 404)\b/iu,
  /\b(?:comput(?:e|ed|es|ing|ation|ations|er|ers)|calculat(?:e|ed|es|ing|ion|ions))\b/iu,
  /\bhumans?\b/iu,
  /\b(?:sentient|self-aware|overlords?|the singularity)\b/iu,
];

/**
 * The words of `text` that give away a bot, except those the topic itself uses: on "Low
 * battery" day everyone writes about batteries. Empty when the text could be anyone's.
 */
export function botGiveaways(text: string, options: { topic?: string | null } = {}): string[] {
  const topic = options.topic ?? "";
  const found: string[] = [];
  for (const word of BOT_WORDS) {
    if (topic && word.test(topic)) continue;
    const match = word.exec(text);
    if (match) found.push(match[0]);
  }
  return found;
}

/** Whether `text` says or hints that a bot wrote it (see botGiveaways). */
export function revealsBot(text: string, options: { topic?: string | null } = {}): boolean {
  return botGiveaways(text, options).length > 0;
}
