import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { watchNeighbours } from "../bench/neighbours";
import { notQuotable, QUIET_LOAD, QUIET_NEIGHBOURS } from "../bench/quiet";

const quiet = { loads: [0.4, 1.1], neighbours: [0.01, 0.05], rounds: 5, durationS: 10 };

describe("a figure of the bench", () => {
  it("may be quoted when every turn began quiet and nobody else used the machine", () => {
    expect(notQuotable(quiet)).toBeNull();
  });

  it("may not be quoted when a turn began busy, another process was busy, or rounds were few or short", () => {
    expect(notQuotable({ ...quiet, loads: [0.4, QUIET_LOAD + 0.5] })).toBe(
      "a turn began at a load average of 2.5",
    );
    expect(notQuotable({ ...quiet, neighbours: [QUIET_NEIGHBOURS * 2] })).toBe(
      "other processes used up to 0.40 cores",
    );
    expect(notQuotable({ ...quiet, rounds: 3, durationS: 3 })).toBe("3 rounds, 3 s rounds");
  });
});

describe("the processes beside the run", () => {
  it("are counted when they are not the run's own", async () => {
    const done = path.join(mkdtempSync(path.join(os.tmpdir(), "neighbour-")), "done");
    const startedAt = performance.now();
    const watched = watchNeighbours();
    // A shell that starts a process busy for a second of processor time and leaves it: the
    // process is nobody's child here.
    const busy = `while(process.cpuUsage().user<1e6){}require("fs").writeFileSync(${JSON.stringify(done)},"")`;
    spawn("sh", ["-c", `"${process.execPath}" -e '${busy}' >/dev/null 2>&1 &`], {
      stdio: "ignore",
    });
    await expect.poll(() => existsSync(done), { timeout: 30_000, interval: 100 }).toBe(true);
    const cores = watched();
    const seconds = (performance.now() - startedAt) / 1000;
    expect(cores * seconds).toBeGreaterThan(0.9);
  });
});
