export { GenerationError, type GenerationFailure } from "./generation-error";
export { validateQuip, validateTopic } from "./validate";

/** Where QuipBot's quips and generated topics come from. */
export interface TextGenerator {
  /** "built-in" or "openai-compatible (<model> at <host>)", shown on the admin screen. */
  readonly description: string;
  /** A new topic: 1–4 words, an everyday thing, not equal (case-insensitively, ignoring punctuation) to any in `avoid`. */
  generateTopic(options: { avoid: string[]; seed?: number }): Promise<string>;
  /** A short original clean joke about the topic, 1–280 characters, one paragraph. */
  generateQuip(options: { topic: string; avoid?: string[]; seed?: number }): Promise<string>;
}
