import { BuiltinGenerator } from "./builtin/builtin-generator";
import { OpenAiCompatibleGenerator } from "./openai-compatible";

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

/**
 * The configured provider: any OpenAI-compatible endpoint when a base URL is set (AI_BASE_URL),
 * otherwise the built-in offline generator. An invalid base URL throws at startup rather than
 * failing every day at posting time.
 */
export function createTextGenerator(config: {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}): TextGenerator {
  const baseUrl = config.baseUrl?.trim();
  if (!baseUrl) return new BuiltinGenerator();
  return new OpenAiCompatibleGenerator({ baseUrl, apiKey: config.apiKey, model: config.model });
}
