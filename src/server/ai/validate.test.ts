import { describe, expect, it } from "vitest";
import { GenerationError } from "./generation-error";
import { comparisonKey, validateQuip, validateTopic } from "./validate";

function failure(run: () => unknown): GenerationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GenerationError);
    return error as GenerationError;
  }
  throw new Error("expected a GenerationError");
}

describe("validateTopic", () => {
  it("strips quotes, markdown, prefixes and final punctuation", () => {
    expect(validateTopic('"Doing laundry"')).toBe("Doing laundry");
    expect(validateTopic("**Topic:** Morning coffee.")).toBe("Morning coffee");
    expect(validateTopic("Topic of the day: “Group chats”")).toBe("Group chats");
    expect(validateTopic("  - `Self-checkout`  \n")).toBe("Self-checkout");
    expect(validateTopic("<think>hmm, everyday things…</think>\nParallel parking")).toBe(
      "Parallel parking",
    );
    expect(validateTopic("Morning coffee ☕")).toBe("Morning coffee");
  });

  it("puts the topic in sentence case, keeping names and acronyms", () => {
    expect(validateTopic("Doing Laundry")).toBe("Doing laundry");
    expect(validateTopic("monday mornings")).toBe("Monday mornings");
    expect(validateTopic("GROCERY SHOPPING")).toBe("Grocery shopping");
    expect(validateTopic("Wi-Fi passwords")).toBe("Wi-Fi passwords");
    expect(validateTopic("TV Remotes")).toBe("TV remotes");
  });

  it("refuses empty, long, multi-line or marked-up topics", () => {
    for (const bad of ["", "   ", '""', "...", "One two three four five", "x".repeat(101)]) {
      expect(failure(() => validateTopic(bad)).reason).toBe("invalid");
    }
    expect(() => validateTopic("Doing laundry\nGroup chats")).toThrow(/several lines/);
    expect(() => validateTopic("<b>Laundry</b>")).toThrow(GenerationError);
    expect(() => validateTopic("{topic}")).toThrow(GenerationError);
    expect(() => validateTopic("https://example.com")).toThrow(GenerationError);
    expect(() => validateTopic(undefined)).toThrow(GenerationError);
  });

  it("refuses a topic in avoid, ignoring case and punctuation", () => {
    const error = failure(() => validateTopic("Doing laundry", { avoid: ["doing LAUNDRY!"] }));
    expect(error.reason).toBe("duplicate");
    expect(() => validateTopic("Self checkout", { avoid: ["Self-checkout"] })).toThrow(/repeats/);
    expect(validateTopic("Doing dishes", { avoid: ["Doing laundry"] })).toBe("Doing dishes");
  });
});

describe("validateQuip", () => {
  it("strips wrapping quotes, preambles, markdown and hashtags", () => {
    expect(validateQuip('"My socks have a witness protection program."')).toBe(
      "My socks have a witness protection program.",
    );
    expect(validateQuip("Sure! Here's a quip about laundry:\n\nI fold. The sheet wins.")).toBe(
      "I fold. The sheet wins.",
    );
    expect(validateQuip("**Quip:** I fold. The sheet wins. #laundry #relatable")).toBe(
      "I fold. The sheet wins.",
    );
    expect(validateQuip("I fold.\nThe sheet wins.")).toBe("I fold. The sheet wins.");
    expect(validateQuip('"Yes," she said, "no."')).toBe('"Yes," she said, "no."');
  });

  it("refuses empty, long or multi-paragraph quips and template leftovers", () => {
    expect(failure(() => validateQuip("")).reason).toBe("invalid");
    expect(() => validateQuip('""')).toThrow(/empty/);
    expect(() => validateQuip("a".repeat(281))).toThrow(/too long/);
    expect(validateQuip("a".repeat(280))).toHaveLength(280);
    expect(() => validateQuip("First joke.\n\nSecond joke.")).toThrow(/paragraphs/);
    expect(() => validateQuip("1. one\n2. two\n3. three\n4. four")).toThrow(/lines/);
    expect(() => validateQuip("I love {topic} so much.")).toThrow(/leftovers/);
    expect(() => validateQuip("I love undefined so much.")).toThrow(/leftovers/);
  });

  it("refuses refusals and unclean words", () => {
    expect(() => validateQuip("As an AI, I don't have socks.")).toThrow(/declined/);
    expect(() => validateQuip("This shit is hard.")).toThrow(/clean/);
    expect(validateQuip("I took a class in Scunthorpe.")).toBe("I took a class in Scunthorpe.");
  });

  it("refuses a quip that says a bot wrote it, unless the words are the topic's own", () => {
    const error = failure(() => validateQuip("Laundry day. My sensors still can't find the sock."));
    expect(error.reason).toBe("bot-voice");
    expect(error.message).toContain('"sensors"');
    expect(() => validateQuip("Smoke alarm beeps at 3 a.m. are a love language.")).toThrow(
      GenerationError,
    );
    expect(
      validateQuip("Smoke alarm beeps at 3 a.m. are a love language.", {
        topic: "Smoke alarm beeps",
      }),
    ).toBe("Smoke alarm beeps at 3 a.m. are a love language.");
  });

  it("refuses a quip in avoid, ignoring case and punctuation", () => {
    const error = failure(() =>
      validateQuip("I fold. The sheet wins.", { avoid: ["i fold the sheet wins!"] }),
    );
    expect(error.reason).toBe("duplicate");
  });

  it("compares text by its words", () => {
    expect(comparisonKey("  Doing LAUNDRY!! ")).toBe("doing laundry");
    expect(comparisonKey("New Year's")).toBe(comparisonKey("new years"));
    expect(comparisonKey("Crème brûlée")).toBe("creme brulee");
  });
});
