import { describe, expect, it } from "vitest";
import { beforeAfter, type RunRecords } from "../bench/before-after";
import type { ScenarioRecord } from "../bench/results";

const record = (name: string, rps: number, p50: number, p99 = 2 * p50): ScenarioRecord =>
  ({
    name,
    dataset: "quip_bench_100k",
    connections: 32,
    durationS: 10,
    http: { rps, p50, p99, load: { start: 0.5, end: 3, neighbours: 0.01 } },
  }) as unknown as ScenarioRecord;
const run = (scenarios: ScenarioRecord[], cached: ScenarioRecord[] = []): RunRecords => ({
  scenarios,
  cached,
});

describe("runs before a change beside runs after it", () => {
  it("hold each feed to 1.1× its median before, in requests a second and p50", () => {
    const before = [1000, 1100, 900].map((rps) =>
      run([record("feed new member p1", rps, 10), record("feed hot member p1", rps, 10)]),
    );
    const after = [950, 1000, 1050].map((rps) =>
      run([record("feed new member p1", rps, 10.5), record("feed hot member p1", rps, 11.5)]),
    );
    const [fresh, hot] = beforeAfter(before, after);
    expect(fresh?.slower).toEqual({ rps: 1, p50: 1.05, p99: 1.05 });
    expect(fresh?.target).toMatchObject({ pass: true });
    expect(hot?.target).toMatchObject({ pass: false, actual: "1.15×" });
    expect(hot?.target?.notQuotable).toBe("3 rounds");
  });

  it("show what only one side measured, and hold no other scenario to the feeds' target", () => {
    const rows = beforeAfter(
      [run([record("like toggle", 500, 20), record("feed top48 muting p1 r1", 900, 9)])],
      [
        run(
          [record("like toggle", 400, 25), record("feed topicOfTheDay member p1", 800, 12)],
          [record("feed new visitor p1 cached", 9000, 1)],
        ),
      ],
    );
    expect(rows.map((r) => [r.name, r.before !== null, r.after !== null, r.target])).toEqual([
      ["like toggle", true, true, null],
      ["feed topicOfTheDay member p1", false, true, null],
      ["feed new visitor p1 cached", false, true, null],
    ]);
  });
});
