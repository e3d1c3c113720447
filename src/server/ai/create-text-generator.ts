import { BuiltinGenerator } from "./builtin/builtin-generator";
import { OpenAiCompatibleGenerator } from "./openai-compatible";
import type { TextGenerator } from "./text-generator";

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
