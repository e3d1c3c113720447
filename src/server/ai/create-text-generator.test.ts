import { describe, expect, it } from "vitest";
import { createTextGenerator } from "./create-text-generator";

describe("createTextGenerator", () => {
  it("uses the built-in generator when no base URL is configured", () => {
    expect(createTextGenerator({}).description).toBe("built-in");
    expect(createTextGenerator({ baseUrl: "  ", model: "x" }).description).toBe("built-in");
  });

  it("uses the OpenAI-compatible provider when a base URL is configured", () => {
    expect(
      createTextGenerator({ baseUrl: "http://localhost:11434/v1/", model: "llama3.2" }).description,
    ).toBe("openai-compatible (llama3.2 at localhost:11434)");
    const generator = createTextGenerator({
      baseUrl: "https://api.example.com/v1",
      apiKey: "sk-x",
    });
    expect(generator.description).toBe("openai-compatible (gpt-4o-mini at api.example.com)");
    expect(generator.description).not.toContain("sk-x");
  });

  it("refuses a base URL that is not a plain http(s) URL, without echoing it", () => {
    expect(() => createTextGenerator({ baseUrl: "not a url sk-secret" })).toThrow(
      /^AI_BASE_URL is not a valid URL$/,
    );
    expect(() => createTextGenerator({ baseUrl: "ftp://example.com" })).toThrow(/http/);
    expect(() => createTextGenerator({ baseUrl: "https://user:secret@example.com" })).toThrow(
      /AI_API_KEY/,
    );
  });

  it("produces usable text from the built-in generator", async () => {
    const generator = createTextGenerator({});
    const topic = await generator.generateTopic({ avoid: [] });
    const quip = await generator.generateQuip({ topic });
    expect(quip.length).toBeGreaterThan(0);
    expect(quip.length).toBeLessThanOrEqual(280);
  });
});
