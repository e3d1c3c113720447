import { fillPlaceholders } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plainMember } from "../../../../tests/support/session-users";
import { bookmarkRun } from "./bookmark-statement";
import { likeRun } from "./like-statement";

const first = {
  member: plainMember("5f0e3a4c-1b2d-4c3e-8f9a-0b1c2d3e4f50"),
  quipId: "0c9f1a2b-3d4e-4f5a-8b6c-7d8e9f0a1b2c",
  now: new Date("2026-11-29T12:00:00Z"),
};
const second = {
  member: plainMember("7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d"),
  quipId: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
  now: new Date("2026-12-31T23:59:59Z"),
};

// A named statement must not build its text from its values: one text is one plan per
// connection, a text per member or quip would be a plan each (decision 0103).
describe("the like and bookmark statements", () => {
  it("are one text for every member, quip and day, each run's values filling every placeholder", () => {
    for (const run of [likeRun, bookmarkRun]) {
      const a = run(first);
      const b = run(second);
      expect(b.query.sql).toBe(a.query.sql);
      expect(fillPlaceholders(a.query.params, a.values)).toContain(first.quipId);
      expect(fillPlaceholders(b.query.params, b.values)).toContain(second.member.id);
    }
  });
});
