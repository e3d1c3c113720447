import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GenerationError } from "./generation-error";
import { OpenAiCompatibleGenerator } from "./openai-compatible";

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage["headers"];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature: number;
    max_tokens: number;
    seed?: number;
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse, seen: SeenRequest) => void;

const API_KEY = "sk-test-secret-key-123";
let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: SeenRequest[];

/** A chat-completions answer whose message says `content`. */
function answer(content: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: "chatcmpl-1",
    object: "chat.completion",
    choices: [
      { index: 0, message: { role: "assistant", content }, finish_reason: "stop", ...extra },
    ],
  });
}

function reply(status: number, body: string, type = "application/json"): Handler {
  return (_req, res) => {
    res.writeHead(status, { "content-type": type });
    res.end(body);
  };
}

/** Answers each request with the next body, in order. */
function replies(...bodies: string[]): Handler {
  let next = 0;
  return (req, res, seen) =>
    reply(200, bodies[Math.min(next++, bodies.length - 1)] ?? "")(req, res, seen);
}

function generator(options: { apiKey?: string; timeoutMs?: number } = {}) {
  return new OpenAiCompatibleGenerator({
    baseUrl: `${baseUrl}/v1/`,
    apiKey: options.apiKey ?? API_KEY,
    model: "test-model",
    timeoutMs: options.timeoutMs ?? 2_000,
  });
}

async function failure(promise: Promise<unknown>): Promise<GenerationError> {
  const error = await promise.then(
    () => {
      throw new Error("expected a GenerationError");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return error as GenerationError;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const seen: SeenRequest = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(raw || "{}"),
      };
      requests.push(seen);
      handler(req, res, seen);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // The timeout test leaves a request hanging on purpose.
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  handler = reply(200, answer("A quip."));
});

describe("OpenAI-compatible provider", () => {
  it("describes itself by model and host", () => {
    expect(generator().description).toBe(`openai-compatible (test-model at ${baseUrl.slice(7)})`);
  });

  it("posts a chat completion and returns the quip, without wrapping quotes", async () => {
    handler = reply(
      200,
      answer('  "My washing machine has a witness protection setting for socks."  '),
    );
    const quip = await generator().generateQuip({ topic: "Doing laundry", seed: 9 });
    expect(quip).toBe("My washing machine has a witness protection setting for socks.");

    expect(requests).toHaveLength(1);
    const [request] = requests as [SeenRequest];
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body.model).toBe("test-model");
    expect(request.body.temperature).toBe(0.9);
    expect(request.body.max_tokens).toBeGreaterThan(0);
    expect(request.body.seed).toBe(9);
    expect(request.body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(request.body.messages[1]?.content).toContain("Doing laundry");
  });

  it("sends no Authorization header without an API key, and takes the base URL as given", async () => {
    const keyless = new OpenAiCompatibleGenerator({ baseUrl, model: "local" });
    await keyless.generateQuip({ topic: "Group chats" });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(requests[0]?.url).toBe("/chat/completions");
    expect(requests[0]?.body.model).toBe("local");
  });

  it("lists earlier quips to avoid and retries once when the answer repeats one", async () => {
    handler = replies(answer("Old joke."), answer("New joke."));
    const quip = await generator().generateQuip({ topic: "Naps", avoid: ["Old joke."] });
    expect(quip).toBe("New joke.");
    expect(requests).toHaveLength(2);
    expect(requests[0]?.body.messages[1]?.content).toContain("Old joke.");
  });

  it("asks for a quip in an ordinary person's voice, never a bot's", async () => {
    await generator().generateQuip({ topic: "Doing laundry" });
    const system = requests[0]?.body.messages[0]?.content ?? "";
    // The prompt must not cast the writer as a robot: its quip is anonymous for 48 hours.
    expect(system).not.toMatch(/QuipBot|you are[^.]*\b(?:robot|bot|AI)\b/i);
    expect(system).toMatch(/ordinary person/);
    expect(system).toMatch(/Never say or hint that the\s+writer is a bot/);
  });

  it("refuses an answer that says a bot wrote it and asks again, once", async () => {
    handler = replies(
      answer("Laundry day: my circuits overheat and my sensors still can't find the other sock."),
      answer("Laundry day: the machine ate one sock and left the other as a warning."),
    );
    const quip = await generator().generateQuip({ topic: "Doing laundry", seed: 5 });
    expect(quip).toBe("Laundry day: the machine ate one sock and left the other as a warning.");
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body.seed).toBe(6);

    requests = [];
    handler = reply(200, answer("Beep boop. Even a robot gives up on fitted sheets."));
    const error = await failure(generator().generateQuip({ topic: "Doing laundry" }));
    expect(error.reason).toBe("bot-voice");
    expect(requests).toHaveLength(2);
  });

  it("lets a quip use the words of its topic, bot words or not", async () => {
    handler = reply(
      200,
      answer("Low battery is the only alarm my phone sets without being asked."),
    );
    expect(await generator().generateQuip({ topic: "Low battery" })).toMatch(/^Low battery/);
  });

  it("asks for a 1–4 word everyday topic, listing the topics to avoid", async () => {
    handler = reply(200, answer("**Topic:** Morning Coffee."));
    const topic = await generator().generateTopic({ avoid: ["Doing laundry", "Group chats"] });
    expect(topic).toBe("Morning coffee");
    const [system, user] = requests[0]?.body.messages ?? [];
    expect(system?.content).toMatch(/1 to 4 words/);
    expect(system?.content).toMatch(/everyday/);
    expect(user?.content).toContain("Doing laundry; Group chats");
    expect(requests[0]?.body.max_tokens).toBeGreaterThan(0);
  });

  it("retries a topic once on a duplicate, naming it", async () => {
    handler = replies(answer("doing laundry"), answer("Parallel parking"));
    const topic = await generator().generateTopic({ avoid: ["Doing laundry"], seed: 3 });
    expect(topic).toBe("Parallel parking");
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body.messages[1]?.content).toContain("doing laundry");
    expect(requests[1]?.body.seed).toBe(4);
  });

  it("gives up on a topic that is a duplicate twice", async () => {
    handler = reply(200, answer("Doing laundry"));
    const error = await failure(generator().generateTopic({ avoid: ["Doing laundry"] }));
    expect(error.reason).toBe("duplicate");
    expect(requests).toHaveLength(2);
  });

  it("reports an HTTP error with its status and a short excerpt, never the API key", async () => {
    handler = reply(
      500,
      `Internal error while using key ${API_KEY}: ${"x".repeat(1000)}`,
      "text/plain",
    );
    const error = await failure(generator().generateQuip({ topic: "Doing laundry" }));
    expect(error.message).toMatch(/HTTP 500/);
    expect(error.message).toContain("Internal error");
    expect(error.message).not.toContain(API_KEY);
    expect(error.message.length).toBeLessThan(400);
    expect(error.reason).toBe("provider");
  });

  it("shows the message of an OpenAI-style error body", async () => {
    handler = reply(401, JSON.stringify({ error: { message: "Invalid API key", type: "auth" } }));
    const error = await failure(generator().generateTopic({ avoid: [] }));
    expect(error.message).toMatch(/HTTP 401: Invalid API key/);
  });

  it("times out when the server never answers", async () => {
    handler = () => {
      // Never answer.
    };
    const started = Date.now();
    const error = await failure(
      generator({ timeoutMs: 200 }).generateQuip({ topic: "Waiting for the bus" }),
    );
    expect(error.message).toMatch(/did not answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("reports a server that cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new OpenAiCompatibleGenerator({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await failure(unreachable.generateQuip({ topic: "Naps" }));
    expect(error.message).toMatch(/could not be reached/);
  });

  it("refuses malformed JSON and answers without content", async () => {
    const bodies = [
      "{not json",
      "",
      JSON.stringify({ choices: [] }),
      JSON.stringify({ object: "chat.completion" }),
      JSON.stringify({ choices: [{ message: { role: "assistant", content: null } }] }),
      JSON.stringify({ choices: [{ text: "legacy completion" }] }),
    ];
    for (const body of bodies) {
      handler = reply(200, body);
      const error = await failure(generator().generateQuip({ topic: "Naps" }));
      expect(error.message).toMatch(/malformed JSON|without choices/);
    }
  });

  it("refuses output that is too long, empty, cut off or not one paragraph", async () => {
    const cases: [string, RegExp][] = [
      [answer("ha ".repeat(120)), /too long/],
      [answer("   "), /empty/],
      [answer('""'), /empty/],
      [answer("Setup.\n\nPunchline.\n\nAnother joke."), /paragraphs/],
      [answer("A joke that stops in the mid", { finish_reason: "length" }), /cut its answer off/],
    ];
    for (const [body, message] of cases) {
      handler = reply(200, body);
      const error = await failure(generator().generateQuip({ topic: "Naps" }));
      expect(error.message).toMatch(message);
    }
    handler = reply(200, answer("Doing laundry on a Sunday afternoon with friends"));
    expect((await failure(generator().generateTopic({ avoid: [] }))).message).toMatch(/words/);
  });

  it("accepts content given as a list of text parts", async () => {
    handler = reply(
      200,
      answer([
        { type: "text", text: "Two parts, " },
        { type: "text", text: "one joke." },
      ]),
    );
    expect(await generator().generateQuip({ topic: "Naps" })).toBe("Two parts, one joke.");
  });
});
