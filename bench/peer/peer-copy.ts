import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runToEnd } from "../child-processes";
import { ROOT } from "../server-process";

/** The peer's sources: beside the repository, or wherever PEER_DIR says. */
export const PEER_SOURCE = path.resolve(process.env.PEER_DIR ?? path.join(ROOT, "../shared/peer"));
const COPY = path.join(os.tmpdir(), "quip-bench-peer");
/** Names the lock file the copy's dependencies were installed from. */
const INSTALLED_MARKER = path.join(COPY, "node_modules", ".installed-from");
const INSTALL_TIMEOUT_MS = 10 * 60_000;

/**
 * A copy of the peer in the system's temporary folder, its dependencies installed by `npm ci`
 * once and again only when its lock file changes: the peer's own folder is never written to.
 * The sources are copied afresh on every run, so the copy is always the peer as it is now.
 */
export async function preparePeerCopy(): Promise<string> {
  const lockFile = path.join(PEER_SOURCE, "package-lock.json");
  if (!existsSync(lockFile) || !existsSync(path.join(PEER_SOURCE, "bench.mjs"))) {
    throw new Error(
      `no peer at ${PEER_SOURCE} (package-lock.json and bench.mjs expected): set PEER_DIR`,
    );
  }
  cpSync(PEER_SOURCE, COPY, {
    recursive: true,
    filter: (source) => path.relative(PEER_SOURCE, source).split(path.sep)[0] !== "node_modules",
  });
  const lockHash = createHash("sha256").update(readFileSync(lockFile)).digest("hex");
  const installed = existsSync(INSTALLED_MARKER) ? readFileSync(INSTALLED_MARKER, "utf8") : "";
  if (installed !== lockHash) {
    console.log(`Installing the peer's dependencies in ${COPY} (npm ci).`);
    // bench.mjs needs autocannon, one of the peer's development dependencies.
    await runToEnd("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"], {
      cwd: COPY,
      env: process.env,
      timeoutMs: INSTALL_TIMEOUT_MS,
    });
    writeFileSync(INSTALLED_MARKER, lockHash);
  }
  return COPY;
}
