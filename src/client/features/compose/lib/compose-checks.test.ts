import { describe, expect, it } from "vitest";
import { COMPOSE_MSG } from "#shared/messages/compose.ts";
import type { TopicQuipCounts } from "#shared/schemas/topics.ts";
import { checkQuip, typingError } from "./compose-checks";

const quota = (topic: string, remaining: number) => ({
  topic,
  topicIdentifier: `${topic.toLowerCase().replace(/ /g, "-")}-2026-11-18`,
  remaining,
});
const weekday: TopicQuipCounts = {
  today: quota("Lost socks", 3),
  yesterday: quota("Alarm clocks", 0),
};

describe("typingError", () => {
  it("says nothing about an empty box or text within the limit", () => {
    expect(typingError("")).toBeUndefined();
    expect(typingError("a".repeat(500))).toBeUndefined();
  });

  it("says too long as soon as the trimmed text passes 500 characters", () => {
    expect(typingError(`  ${"a".repeat(500)}  `)).toBeUndefined();
    expect(typingError("a".repeat(520))).toBe(COMPOSE_MSG.tooLong);
  });
});

describe("checkQuip", () => {
  it("takes No topic as a choice while topics are open", () => {
    expect(checkQuip(weekday)({ content: " A joke. ", topic: "none" })).toEqual({
      ok: true,
      data: { content: "A joke.", topic: "none" },
    });
  });

  it("asks for a choice when the chosen topic has no place left", () => {
    expect(checkQuip(weekday)({ content: "A joke.", topic: "yesterday" })).toEqual({
      ok: false,
      errors: { topic: COMPOSE_MSG.chooseTopic },
    });
  });

  it("says what is wrong with the content and the topic at once", () => {
    expect(checkQuip(weekday)({ content: "   ", topic: null })).toEqual({
      ok: false,
      errors: {
        content: COMPOSE_MSG.contentRequired,
        topic: COMPOSE_MSG.chooseTopic,
      },
    });
  });

  it("needs no choice when no topic is open: the quip goes on its own", () => {
    const noneOpen: TopicQuipCounts = { today: null, yesterday: null };
    expect(checkQuip(noneOpen)({ content: "A joke.", topic: "today" })).toEqual({
      ok: true,
      data: { content: "A joke.", topic: null },
    });
  });
});
