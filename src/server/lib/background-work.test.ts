import { describe, expect, it } from "vitest";
import { createBackgroundWork } from "./background-work";

/** A task whose runs are counted and which finishes only when told to. */
function heldTask() {
  let runs = 0;
  let release: (() => void) | null = null;
  const task = async () => {
    runs++;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return undefined;
  };
  return {
    task,
    runs: () => runs,
    finish: () => {
      release?.();
      release = null;
    },
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("background work", () => {
  it("runs nudges made during a run once more after it, not once each", async () => {
    const work = createBackgroundWork(() => {});
    const held = heldTask();
    work.nudge("mail", held.task);
    await nextTurn();
    expect(held.runs()).toBe(1);
    work.nudge("mail", held.task);
    work.nudge("mail", held.task);
    work.nudge("mail", held.task);
    held.finish();
    await nextTurn();
    await nextTurn();
    expect(held.runs()).toBe(2);
    held.finish();
    await work.settled();
    expect(held.runs()).toBe(2);
  });

  it("settles at once when a delayed run is waiting: the delay is cut short, the run awaited", async () => {
    const work = createBackgroundWork(() => {});
    let runs = 0;
    work.nudge(
      "counts",
      async () => {
        runs++;
        return undefined;
      },
      { delayMs: 60_000 },
    );
    expect(runs).toBe(0);
    await work.settled();
    expect(runs).toBe(1);
  });

  it("runs again while a task asks to, and settles only after its last run", async () => {
    const work = createBackgroundWork(() => {});
    let runs = 0;
    work.nudge("counts", async () => ({ again: ++runs < 3 }), { delayMs: 60_000 });
    await work.settled();
    expect(runs).toBe(3);
  });

  it("reports a failed run and keeps serving later nudges", async () => {
    const failures: string[] = [];
    const work = createBackgroundWork((_error, message) => failures.push(message));
    work.nudge("exports", async () => {
      throw new Error("disk full");
    });
    await work.settled();
    expect(failures).toEqual(['Background work "exports" failed; its scheduled job takes it over']);
    let ran = false;
    work.nudge("exports", async () => {
      ran = true;
      return undefined;
    });
    await work.settled();
    expect(ran).toBe(true);
  });

  it("keeps kinds apart: a busy kind does not hold another back", async () => {
    const work = createBackgroundWork(() => {});
    const mail = heldTask();
    work.nudge("mail", mail.task);
    let exported = false;
    work.nudge("exports", async () => {
      exported = true;
      return undefined;
    });
    await nextTurn();
    await nextTurn();
    expect(exported).toBe(true);
    expect(mail.runs()).toBe(1);
    mail.finish();
    await work.settled();
  });
});
