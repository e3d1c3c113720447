import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Where the browser is expected; chromiumPath() checks that it is there. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** This machine's network is closed: Chromium must not try to reach Google's hosts. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Browser tests drive Debian's Chromium, never a downloaded browser. When it is missing and
 * we may install it (root on Debian), we do; otherwise we stop with one clear instruction.
 * Called when a run starts (the browser tests' global set-up, a benchmark), never on import.
 */
export function chromiumPath(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync("/etc/debian_version");
  if (isRoot && isDebian) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync(CHROMIUM)) return CHROMIUM;
  }
  throw new Error(
    `Chromium was not found at ${CHROMIUM}. Install it with "sudo apt-get install chromium" ` +
      "(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.",
  );
}
