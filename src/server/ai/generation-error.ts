/** Why generation failed, so callers (and the provider's own retry) can tell the cases apart. */
export type GenerationFailure = "provider" | "invalid" | "duplicate" | "bot-voice" | "exhausted";

/**
 * Any failure to produce usable text. Callers never post anything when they catch one: the
 * job that asked retries later, so a broken provider can never publish a broken quip.
 */
export class GenerationError extends Error {
  readonly reason: GenerationFailure;

  constructor(message: string, options: { reason?: GenerationFailure; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "GenerationError";
    this.reason = options.reason ?? "invalid";
  }
}
