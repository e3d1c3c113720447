import { fillPlaceholders } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { followRun } from "./follow-statement";

// A named statement must not build its text from its values (decision 0103).
describe("the follow statement", () => {
  it("is one text for every pair of members, day and direction, each run's values filling every placeholder", () => {
    const runs = [undefined, true, false].map((want, n) =>
      followRun({
        followerId: `5f0e3a4c-1b2d-4c3e-8f9a-0b1c2d3e4f5${n}`,
        targetId: `0c9f1a2b-3d4e-4f5a-8b6c-7d8e9f0a1b2${n}`,
        now: new Date(Date.UTC(2026, 10, 29 + n)),
        ...(want === undefined ? {} : { want }),
      }),
    );
    for (const run of runs) {
      expect(run.query.sql).toBe(runs[0]?.query.sql);
      expect(fillPlaceholders(run.query.params, run.values)).toContain(run.values.targetId);
    }
  });
});
