import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A library loaded the first time it is called for rather than when the server starts. The
 * bucket's SDK, the mail library, Redis's client, the image library and the passkey library
 * hold about 40 MB between them, which a small host's server (no bucket, no SMTP, no Redis,
 * nobody uploading a photo yet) would keep for nothing (decision 0146). `prepare` runs once,
 * on the loaded library.
 */
export function loadOnUse<T>(specifier: string, prepare?: (library: T) => void): () => T {
  let library: T | undefined;
  return () => {
    if (library === undefined) {
      library = require(specifier) as T;
      prepare?.(library);
    }
    return library;
  };
}
