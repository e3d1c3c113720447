import { availableParallelism, loadavg } from "node:os";

/**
 * Every time limit of the tests (Vitest's and Playwright's, and those a test passes itself) is
 * a base, what the work takes on an idle machine with room to spare, times one scale: a busy
 * machine makes a test slower, not wrong. TEST_TIME_SCALE sets it; unset, it is one more than
 * the load per core when the run starts, at most 4. It is written back to the environment on
 * first reading, so every worker of one run shares the scale its runner chose.
 */
export const TIME_SCALE = readScale();

function readScale(): number {
  const given = process.env.TEST_TIME_SCALE;
  if (given) {
    const scale = Number(given);
    if (!Number.isFinite(scale) || scale <= 0) {
      throw new Error(`TEST_TIME_SCALE must be a positive number: ${given}`);
    }
    return scale;
  }
  const perCore = (loadavg()[0] ?? 0) / availableParallelism();
  const scale = Math.min(4, Math.round((1 + perCore) * 10) / 10);
  process.env.TEST_TIME_SCALE = String(scale);
  return scale;
}

/** A time limit in milliseconds: `baseMs`, what an idle machine needs with room, scaled. */
export function scaled(baseMs: number): number {
  return Math.round(baseMs * TIME_SCALE);
}

/**
 * Test files run side by side, one per core: TEST_WORKERS sets it. At most 8, since each API
 * test file holds its own embedded database in memory.
 */
export function testWorkers(): number {
  const given = Number(process.env.TEST_WORKERS);
  if (Number.isInteger(given) && given > 0) return given;
  return Math.max(1, Math.min(8, availableParallelism()));
}
