/**
 * Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait their turn in order.
 * Beyond that, `whenFull()` is thrown at once: a line that grows without bound only turns a
 * burst into an outage that lasts longer.
 */
export function createTaskLimiter(options: {
  concurrency: number;
  maxWaiting: number;
  whenFull: () => Error;
}) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < options.concurrency) running++;
    else if (waiting.length < options.maxWaiting)
      await new Promise<void>((resolve) => waiting.push(resolve));
    else throw options.whenFull();
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
