import type { AppContext } from "#server/context.ts";

/** A piece of scheduled work. `run` must be safe to call at any time, from any process, any number of times. */
export interface Job {
  name: string;
  run(ctx: AppContext): Promise<string>;
}
