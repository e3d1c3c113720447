import { TIMING } from "#shared/limits.ts";
import type { LiveBatch } from "./changes";

/** More batches than TIMING.liveReplayMs holds at any believable rate; a bound all the same. */
const MAX_BATCHES = 20_000;

/**
 * The batches this process heard in the last TIMING.liveReplayMs, in the order it heard them
 * (the order every process hears them), and always the newest. A reconnecting stream names
 * the last batch it saw and is given the ones after it; a batch no longer (or never) here
 * cannot be placed.
 */
export function createReplayBuffer(clock: () => number = () => performance.now()) {
  let entries: Array<{ batch: LiveBatch; at: number }> = [];

  const evict = () => {
    const oldest = clock() - TIMING.liveReplayMs;
    let drop = 0;
    while (drop < entries.length && (entries[drop]?.at ?? 0) < oldest) drop += 1;
    drop = Math.max(drop, entries.length - MAX_BATCHES);
    // The newest stays however old: a stream that saw it has missed nothing since.
    drop = Math.min(drop, entries.length - 1);
    if (drop > 0) entries = entries.slice(drop);
  };

  return {
    add(batch: LiveBatch): void {
      entries.push({ batch, at: clock() });
      evict();
    },
    /** The batches after `id`, or null when `id` is not among those kept. */
    after(id: string): LiveBatch[] | null {
      evict();
      const index = entries.findIndex((entry) => entry.batch.id === id);
      return index < 0 ? null : entries.slice(index + 1).map((entry) => entry.batch);
    },
    newestId(): string | null {
      return entries.at(-1)?.batch.id ?? null;
    },
    /** Batches were missed: none of those kept can be replayed truthfully any more. */
    clear(): void {
      entries = [];
    },
  };
}

export type ReplayBuffer = ReturnType<typeof createReplayBuffer>;
