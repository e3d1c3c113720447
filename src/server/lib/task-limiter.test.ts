import { describe, expect, it } from "vitest";
import { createTaskLimiter } from "./task-limiter";

/** A task that runs until its `finish` is called, and says when it started. */
function controlledTask(log: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  const task = () => {
    log.push(name);
    return done;
  };
  return { task, finish, fail };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("task limiter", () => {
  it("runs at most `concurrency` tasks at once, the others in their order of arrival", async () => {
    const run = createTaskLimiter({ concurrency: 2, maxWaiting: 5, whenFull: () => new Error() });
    const log: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => controlledTask(log, name));
    const results = tasks.map(({ task }) => run(task));
    await tick();
    expect(log).toEqual(["a", "b"]);
    tasks[1]?.finish();
    await tick();
    expect(log).toEqual(["a", "b", "c"]);
    tasks[0]?.finish();
    await tick();
    expect(log).toEqual(["a", "b", "c", "d"]);
    tasks[2]?.finish();
    tasks[3]?.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
  });

  it("refuses at once when the line is full, and frees the slot of a task that failed", async () => {
    const run = createTaskLimiter({
      concurrency: 1,
      maxWaiting: 1,
      whenFull: () => new Error("busy"),
    });
    const log: string[] = [];
    const first = controlledTask(log, "first");
    const second = controlledTask(log, "second");
    const running = run(first.task);
    const waiting = run(second.task);
    await expect(run(() => Promise.resolve("third"))).rejects.toThrow("busy");
    first.fail(new Error("broken image"));
    await expect(running).rejects.toThrow("broken image");
    await tick();
    expect(log).toEqual(["first", "second"]);
    second.finish();
    expect(await waiting).toBe("second");
    expect(await run(() => Promise.resolve("later"))).toBe("later");
  });
});
