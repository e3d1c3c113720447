const MINUTE_MS = 60_000;

/**
 * A time a scheduled job writes for members to read, to the minute: the minute is all the
 * product shows, and the run's exact instant is not the reader's to learn (decision 0130).
 */
export function toTheMinute(at: Date): Date {
  return new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
}
