/** A row whose instants read as JSON carries them: ISO strings. */
export type WithIsoTimes<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * For answers made straight from database rows: the response schemas name instants as ISO
 * strings, which is what the client reads.
 */
export function withIsoTimes<T extends object>(row: T): WithIsoTimes<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as WithIsoTimes<T>;
}
