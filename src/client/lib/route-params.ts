/**
 * wouter decodes paths with decodeURI, which leaves reserved characters (& / ? #) escaped:
 * finish the job for a single path segment. Text that cannot be decoded is kept as it is.
 */
export function decodeParam<T extends string | undefined>(value: T): T {
  if (value === undefined || !value.includes("%")) return value;
  try {
    return decodeURIComponent(value) as T;
  } catch {
    return value;
  }
}
