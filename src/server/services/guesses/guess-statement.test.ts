import { fillPlaceholders } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plainMember } from "../../../../tests/support/session-users";
import { guessRun } from "./guess-statement";

const first = {
  member: plainMember("5f0e3a4c-1b2d-4c3e-8f9a-0b1c2d3e4f50"),
  quipId: "0c9f1a2b-3d4e-4f5a-8b6c-7d8e9f0a1b2c",
  username: "ada",
  now: new Date("2026-11-29T12:00:00Z"),
};
const second = {
  member: plainMember("7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d"),
  quipId: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
  username: "grace",
  now: new Date("2026-12-31T23:59:59Z"),
};

describe("the guess statement", () => {
  // One text is one plan per connection (decision 0103).
  it("is one text for every member, quip, name and day, each run's values filling it", () => {
    const a = guessRun(first);
    const b = guessRun(second);
    expect(b.query.sql).toBe(a.query.sql);
    expect(fillPlaceholders(a.query.params, a.values)).toEqual(
      expect.arrayContaining([first.quipId, first.member.id, first.username]),
    );
  });

  // A right and a wrong guess must take one path (decision 0164): the guessed member is only
  // ever written, never read against the quip's author.
  it("never reads the guessed member against the quip's author", () => {
    const text = guessRun(first).query.sql;
    const uses = text.split('"guessed_id"');
    expect(uses.length - 1).toBeGreaterThan(0);
    for (let i = 1; i < uses.length; i++) {
      const around = `${uses[i - 1]?.slice(-80)}|${uses[i]?.slice(0, 80)}`;
      expect(around).not.toContain("author_id");
    }
  });
});
