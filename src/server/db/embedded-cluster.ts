import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Run by a Node process of its own: PGlite makes the cluster (initdb) in a second WebAssembly
 * instance whose memory the opening process never gets back, about 150 MB held for as long as
 * the server runs. Made apart, it goes when that process ends, and the server then opens the
 * cluster as it opens one at any later start.
 */
const CREATE_CLUSTER = `const { PGlite } = await import(process.argv[1]);
const db = await PGlite.create({ dataDir: process.argv[2] });
await db.close();`;

/** initdb takes seconds; a machine busy with other work can stretch that a great deal. */
const CREATE_TIMEOUT_MS = 5 * 60_000;

export function hasCluster(dir: string): boolean {
  return existsSync(path.join(dir, "PG_VERSION"));
}

export function createClusterApart(dir: string): Promise<void> {
  // Resolved here, from this module: the child may start in any working directory.
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--input-type=module", "--eval", CREATE_CLUSTER, pglite, dir],
      { timeout: CREATE_TIMEOUT_MS },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        reject(new Error(`Could not create the embedded database in ${dir}: ${stderr || error}`));
      },
    );
  });
}
