import { describe, expect, it } from "vitest";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { CreateQuipInput, EditQuipInput } from "./quips";

describe("the quip limit", () => {
  it("is the same for an edit as for posting, so every posted quip can be corrected", () => {
    for (const length of [1, 281, 339, LIMITS.quipMax]) {
      const content = "a".repeat(length);
      expect(CreateQuipInput.safeParse({ content }).success, `post ${length}`).toBe(true);
      expect(EditQuipInput.safeParse({ content }).success, `edit ${length}`).toBe(true);
    }
  });

  it("refuses an edit past it with the posting limit's words", () => {
    const tooLong = EditQuipInput.safeParse({ content: "a".repeat(LIMITS.quipMax + 1) });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([QUIP_MSG.tooLong]);
  });
});
