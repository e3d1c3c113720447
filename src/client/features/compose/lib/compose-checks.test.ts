import { describe, expect, it } from "vitest";
import { COMPOSE_MSG } from "#shared/messages/compose.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { TopicQuipCounts } from "#shared/schemas/topics.ts";
import { checkQuip, typingErrors } from "./compose-checks";

const quota = (topic: string, remaining: number) => ({
  topic,
  topicIdentifier: `${topic.toLowerCase().replace(/ /g, "-")}-2026-11-18`,
  remaining,
});
const weekday: TopicQuipCounts = {
  today: quota("Lost socks", 3),
  yesterday: quota("Alarm clocks", 0),
};

const typing = (content: string, punchline = "") => typingErrors({ content, punchline });

describe("typingErrors", () => {
  it("say nothing about an empty box or text within the limit", () => {
    expect(typing("")).toEqual({});
    expect(typing("", "a punchline first")).toEqual({});
    expect(typing("a".repeat(500))).toEqual({});
    expect(typing("a".repeat(490), "b".repeat(10))).toEqual({});
  });

  it("say too long as soon as the trimmed text passes 500 characters", () => {
    expect(typing(`  ${"a".repeat(500)}  `)).toEqual({});
    expect(typing("a".repeat(520))).toEqual({ content: COMPOSE_MSG.tooLong });
  });

  it("say under the punchline when the two together pass 500 characters", () => {
    expect(typing("a".repeat(490), ` ${"b".repeat(10)} `)).toEqual({});
    expect(typing("a".repeat(490), "b".repeat(11))).toEqual({
      punchline: QUIP_MSG.punchlineTooLong,
    });
  });
});

describe("checkQuip", () => {
  it("takes No topic as a choice while topics are open", () => {
    expect(checkQuip(weekday)({ content: " A joke. ", punchline: "", topic: "none" })).toEqual({
      ok: true,
      data: { content: "A joke.", punchline: null, topic: "none" },
    });
  });

  it("asks for a choice when the chosen topic has no place left", () => {
    expect(checkQuip(weekday)({ content: "A joke.", punchline: "", topic: "yesterday" })).toEqual({
      ok: false,
      errors: { topic: COMPOSE_MSG.chooseTopic },
    });
  });

  it("says what is wrong with the content and the topic at once", () => {
    expect(checkQuip(weekday)({ content: "   ", punchline: "", topic: null })).toEqual({
      ok: false,
      errors: {
        content: COMPOSE_MSG.contentRequired,
        topic: COMPOSE_MSG.chooseTopic,
      },
    });
  });

  it("needs no choice when no topic is open: the quip goes on its own", () => {
    const noneOpen: TopicQuipCounts = { today: null, yesterday: null };
    expect(checkQuip(noneOpen)({ content: "A joke.", punchline: "", topic: "today" })).toEqual({
      ok: true,
      data: { content: "A joke.", punchline: null, topic: null },
    });
  });

  it("keeps a punchline trimmed, and refuses one past the shared limit under it", () => {
    expect(checkQuip()({ content: "Setup", punchline: "  Pay-off ", topic: null })).toEqual({
      ok: true,
      data: { content: "Setup", punchline: "Pay-off", topic: null },
    });
    expect(checkQuip()({ content: "a".repeat(499), punchline: "bb", topic: null })).toEqual({
      ok: false,
      errors: { punchline: QUIP_MSG.punchlineTooLong },
    });
  });
});
