import { createHash } from "node:crypto";

/** A Content-Security-Policy source that allows exactly this inline script and no other. */
export function cspHashSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}
