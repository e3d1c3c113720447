import { describe, expect, it } from "vitest";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { CreateQuipInput, DraftInput, EditQuipInput } from "./quips";

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

describe("a punchline", () => {
  const setup = "a".repeat(LIMITS.quipMax - 10);

  it("is kept trimmed, and an empty, blank or null one is none", () => {
    expect(CreateQuipInput.parse({ content: "Setup", punchline: "  Pay-off  " }).punchline).toBe(
      "Pay-off",
    );
    for (const punchline of ["", "   ", null]) {
      expect(CreateQuipInput.parse({ content: "Setup", punchline }).punchline).toBeNull();
      expect(EditQuipInput.parse({ content: "Setup", punchline }).punchline).toBeNull();
      expect(DraftInput.parse({ content: "Setup", punchline }).punchline).toBeNull();
    }
    // Left out of an edit, it stays as it is: the service keeps the quip's own.
    expect(EditQuipInput.parse({ content: "Setup" }).punchline).toBeUndefined();
  });

  it("shares the posting limit with the setup, said under the punchline", () => {
    for (const schema of [CreateQuipInput, EditQuipInput, DraftInput]) {
      expect(schema.safeParse({ content: setup, punchline: "b".repeat(10) }).success).toBe(true);
      const over = schema.safeParse({ content: setup, punchline: ` ${"b".repeat(11)} ` });
      expect(over.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
        { path: ["punchline"], message: QUIP_MSG.punchlineTooLong },
      ]);
    }
  });
});
