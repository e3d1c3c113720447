import { GenerationError, type GenerationFailure } from "./generation-error";
import type { TextGenerator } from "./text-generator";
import { TOPIC_MAX_CHARS, validateQuip, validateTopic } from "./validate";

/** Used when AI_MODEL is unset: a small, cheap chat model on the reference API. */
export const DEFAULT_AI_MODEL = "gpt-4o-mini";
const DEFAULT_TIMEOUT_MS = 15_000;
/** The prompt lists at most this many topics to avoid; validation still checks all of them. */
const PROMPT_AVOID_TOPICS = 150;
const PROMPT_AVOID_QUIPS = 10;
const EXCERPT_CHARS = 200;

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  /** Per request, including reading the answer. Tests shorten it. */
  timeoutMs?: number;
}

interface ChatMessage {
  role: "system" | "user";
  content: string;
}

const TOPIC_SYSTEM = [
  "You choose the Topic of the Day for Quip, a social site where members post short, clean jokes about it.",
  "A topic is one everyday thing or activity nearly everyone knows, in 1 to 4 words, in sentence case,",
  'like "Doing laundry", "Morning coffee", "Grocery shopping", "Group chats" or "Parallel parking".',
  "No brands, no real people, no politics or religion, nothing sad, scary or offensive.",
  "Answer with the topic only: no quotes, no punctuation at the end, no explanation.",
].join(" ");

/**
 * Quips are anonymous for their first 48 hours, so the joke must read like any member's: a
 * prompt casting the writer as a robot gets jokes about circuits, which sign the quip.
 */
const QUIP_SYSTEM = [
  "You write for Quip, a social site where members post short jokes, anonymously at first.",
  "Write one original, clean, light-hearted joke (a quip) about the topic you are given:",
  "an observation or a setup with a punchline that regular people would recognize and smile at.",
  "Write as an ordinary person describing their own everyday life. Never say or hint that the",
  "writer is a bot, an AI, a robot, a program or a machine: no jokes about code, circuits,",
  "sensors, batteries, algorithms, beeping, being programmed or being human or not.",
  "Rules: one paragraph, at most 240 characters, no hashtags, no emoji, no quotation marks around it,",
  "no title, no explanation, no mean jokes about groups of people, no real people or brands.",
  "Answer with the quip only.",
].join(" ");

function excerpt(text: string, secret: string | undefined): string {
  let short = text.replace(/\s+/gu, " ").trim();
  if (secret) short = short.split(secret).join("[redacted]");
  return short.length > EXCERPT_CHARS ? `${short.slice(0, EXCERPT_CHARS)}…` : short;
}

/** The error message of an OpenAI-style error body, else the body itself. */
function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as {
      error?: { message?: unknown } | string;
      message?: unknown;
    };
    if (typeof parsed.error === "string") return parsed.error;
    if (typeof parsed.error?.message === "string") return parsed.error.message;
    if (typeof parsed.message === "string") return parsed.message;
  } catch {
    // Not JSON (an HTML error page, a proxy's text): show the text.
  }
  return body;
}

/** `choices[0].message.content` as text; some servers send a list of parts instead of a string. */
function readContent(payload: unknown): { content: string; cutOff: boolean } | null {
  const choice = (payload as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choice) || choice.length === 0) return null;
  const first = choice[0] as { message?: { content?: unknown }; finish_reason?: unknown } | null;
  const content = first?.message?.content;
  const cutOff = first?.finish_reason === "length";
  if (typeof content === "string") return { content, cutOff };
  if (Array.isArray(content)) {
    const text = content
      .map((part) => (typeof part?.text === "string" ? (part.text as string) : ""))
      .join("");
    return { content: text, cutOff };
  }
  return null;
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, a hosted gateway, or a local server
 * such as llama.cpp, vLLM, LM Studio or Ollama). Every answer goes through the same validators
 * as the built-in generator, and every failure is a GenerationError, so the caller can simply
 * retry later.
 */
export class OpenAiCompatibleGenerator implements TextGenerator {
  readonly description: string;
  private readonly endpoint: string;
  private readonly host: string;
  private readonly apiKey: string | undefined;
  private readonly model: string;
  private readonly timeoutMs: number;

  constructor(options: OpenAiCompatibleOptions) {
    const base = options.baseUrl.trim().replace(/\/+$/u, "");
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      // Not echoed: a mistyped value may well contain the key.
      throw new Error("AI_BASE_URL is not a valid URL");
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new Error("AI_BASE_URL must start with http:// or https://");
    }
    if (url.username || url.password) {
      // fetch refuses such URLs, and the admin screen must never show a secret.
      throw new Error("AI_BASE_URL must not contain a user name or password; use AI_API_KEY");
    }
    // Given as is: "https://api.openai.com/v1" and "http://localhost:8080" both work.
    this.endpoint = `${base}/chat/completions`;
    this.host = url.host;
    this.apiKey = options.apiKey?.trim() || undefined;
    this.model = options.model?.trim() || DEFAULT_AI_MODEL;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.description = `openai-compatible (${this.model} at ${this.host})`;
  }

  async generateTopic(options: { avoid: string[]; seed?: number }): Promise<string> {
    const avoid = options.avoid ?? [];
    let lastAnswer = "";
    const ask = async (rejected: string[]) => {
      const recent = [...avoid.slice(-PROMPT_AVOID_TOPICS), ...rejected];
      const lines = ["Suggest one new Topic of the Day."];
      if (recent.length > 0) {
        lines.push(
          `It must be different from these recent and planned topics: ${recent.join("; ")}.`,
        );
      }
      lastAnswer = await this.complete(
        [
          { role: "system", content: TOPIC_SYSTEM },
          { role: "user", content: lines.join("\n") },
        ],
        // A server honouring `seed` would repeat itself on the retry with the same one.
        { maxTokens: 40, seed: shiftSeed(options.seed, rejected.length) },
      );
      return validateTopic(lastAnswer, { avoid });
    };
    try {
      return await ask([]);
    } catch (error) {
      // Models repeat popular topics; one more try, naming the repeat, usually finds a new one.
      if (!(error instanceof GenerationError) || error.reason !== "duplicate") throw error;
      return ask([lastAnswer.replace(/\s+/gu, " ").trim().slice(0, TOPIC_MAX_CHARS)]);
    }
  }

  async generateQuip(options: { topic: string; avoid?: string[]; seed?: number }): Promise<string> {
    const avoid = options.avoid ?? [];
    const ask = async (attempt: number) => {
      const lines = [`Topic: ${options.topic}`];
      if (avoid.length > 0) {
        const earlier = avoid.slice(0, PROMPT_AVOID_QUIPS).map((q) => `- ${q.slice(0, 280)}`);
        lines.push(`Do not repeat or closely imitate these earlier quips:\n${earlier.join("\n")}`);
      }
      lines.push("Write one quip about the topic.");
      const content = await this.complete(
        [
          { role: "system", content: QUIP_SYSTEM },
          { role: "user", content: lines.join("\n") },
        ],
        { maxTokens: 300, seed: shiftSeed(options.seed, attempt) },
      );
      return validateQuip(content, { avoid, topic: options.topic });
    };
    try {
      return await ask(0);
    } catch (error) {
      // A repeat, or a joke in a bot's voice despite the prompt: a second try usually does.
      const retried: GenerationFailure[] = ["duplicate", "bot-voice"];
      if (!(error instanceof GenerationError) || !retried.includes(error.reason)) throw error;
      return ask(1);
    }
  }

  /** One chat-completions call; returns the answer's text or throws GenerationError. */
  private async complete(
    messages: ChatMessage[],
    options: { maxTokens: number; seed: number | undefined },
  ): Promise<string> {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json",
    };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    const body: Record<string, unknown> = {
      model: this.model,
      messages,
      temperature: 0.9,
      max_tokens: options.maxTokens,
    };
    if (options.seed !== undefined) body.seed = options.seed;

    const where = `The AI provider at ${this.host}`;
    let status: number;
    let text: string;
    try {
      // The signal also covers reading the body: a server that stalls mid-answer times out too.
      const response = await fetch(this.endpoint, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      if (name === "TimeoutError" || name === "AbortError") {
        throw new GenerationError(`${where} did not answer within ${formatMs(this.timeoutMs)}`, {
          reason: "provider",
          cause: error,
        });
      }
      const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
      const detail = cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
      throw new GenerationError(`${where} could not be reached (${excerpt(detail, this.apiKey)})`, {
        reason: "provider",
        cause: error,
      });
    }

    if (status < 200 || status > 299) {
      const detail = excerpt(errorDetail(text), this.apiKey);
      throw new GenerationError(`${where} answered HTTP ${status}${detail ? `: ${detail}` : ""}`, {
        reason: "provider",
      });
    }
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      throw new GenerationError(
        `${where} answered with malformed JSON: ${excerpt(text, this.apiKey) || "(empty body)"}`,
        { reason: "provider" },
      );
    }
    const answer = readContent(payload);
    if (!answer) {
      throw new GenerationError(`${where} answered without choices[0].message.content`, {
        reason: "provider",
      });
    }
    if (answer.cutOff) {
      throw new GenerationError(`${where} cut its answer off at the token limit`, {
        reason: "invalid",
      });
    }
    return answer.content;
  }
}

function shiftSeed(seed: number | undefined, attempt: number): number | undefined {
  return seed === undefined ? undefined : seed + attempt;
}

function formatMs(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
