/**
 * Work a request starts but does not wait for: queued mail, export preparation, count folding.
 * Each kind runs one at a time in the background; a nudge during a run asks for one more run
 * after it, so a burst of requests costs a run or two, not one each. Shutdown and tests wait for
 * all of it with `settled`, so no run is cut off by a closing database.
 */
export interface BackgroundWork {
  /**
   * Runs `task` soon (after `delayMs`, gathering other nudges, or once the current request has
   * answered). A task answering `{ again: true }` is run once more, after the same delay.
   */
  nudge(kind: string, task: BackgroundTask, options?: { delayMs?: number }): void;
  /** Resolves once nothing is scheduled or running, a waiting delay cut short. */
  settled(): Promise<void>;
}

export type BackgroundTask = () => Promise<{ again: boolean } | undefined>;

interface Kind {
  task: BackgroundTask;
  delayMs: number;
  /** Cancels the scheduled start; null when none is scheduled. */
  scheduled: (() => void) | null;
  running: Promise<void> | null;
  /** Nudged again since the run in progress began. */
  again: boolean;
}

export function createBackgroundWork(
  log: (error: unknown, message: string) => void,
): BackgroundWork {
  const kinds = new Map<string, Kind>();

  const start = (name: string, kind: Kind) => {
    kind.scheduled = null;
    kind.running = run(name, kind);
  };
  const schedule = (name: string, kind: Kind) => {
    if (kind.scheduled) return;
    kind.scheduled = later(kind.delayMs, () => start(name, kind));
  };
  const run = async (name: string, kind: Kind): Promise<void> => {
    kind.again = false;
    let outcome: { again: boolean } | undefined;
    try {
      outcome = await kind.task();
    } catch (error) {
      log(error, `Background work "${name}" failed; its scheduled job takes it over`);
    }
    // In the same step as the last check: a nudge from now on schedules a new run.
    kind.running = null;
    if (kind.again || outcome?.again) schedule(name, kind);
  };

  return {
    nudge(name, task, options = {}) {
      let kind = kinds.get(name);
      if (!kind) {
        kind = { task, delayMs: 0, scheduled: null, running: null, again: false };
        kinds.set(name, kind);
      }
      kind.task = task;
      kind.delayMs = options.delayMs ?? 0;
      if (kind.running) kind.again = true;
      else schedule(name, kind);
    },
    async settled() {
      for (;;) {
        const busy = [...kinds].filter(([, kind]) => kind.scheduled || kind.running);
        if (busy.length === 0) return;
        for (const [name, kind] of busy) {
          if (kind.scheduled && !kind.running) {
            kind.scheduled();
            start(name, kind);
          }
        }
        await Promise.all(busy.map(([, kind]) => kind.running));
      }
    },
  };
}

/** Calls `fn` after `delayMs`, or once the current request has answered; answers a cancel. */
function later(delayMs: number, fn: () => void): () => void {
  if (delayMs > 0) {
    const timer = setTimeout(fn, delayMs);
    // A pending run never keeps a finished process alive: the scheduled job covers it.
    timer.unref();
    return () => clearTimeout(timer);
  }
  const immediate = setImmediate(fn);
  return () => clearImmediate(immediate);
}
