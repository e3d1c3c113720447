import { spawn } from "node:child_process";
import path from "node:path";
import { closeAppContext, createAppContext } from "./app-context";
import type { Config } from "./config";
import { hasCluster } from "./db/embedded-cluster";
import { openDatabase } from "./db/open";
import { addDemoOnFirstStart } from "./seeds/demo/first-start";
import { demoSignInBox } from "./seeds/demo/sign-in-box";

/** Set for the process that prepares a new embedded database, and only for it. */
const FIRST_START_ONLY = "QUIP_FIRST_START_ONLY";

/** The embedded data directory holds no database yet: this is the installation's first start. */
export function isFirstEmbeddedStart(config: Config): boolean {
  return !config.databaseUrl && !hasCluster(path.join(config.dataDir, "pglite"));
}

/** The first start's own process failed; it has said why on the same output. */
export class FirstStartFailedError extends Error {}

export function isFirstStartProcess(): boolean {
  return process.env[FIRST_START_ONLY] === "1";
}

/**
 * Makes, migrates and (outside production) fills a new embedded database in a Node process of
 * its own, the same program run again with the same flags. The embedded database's memory only
 * grows, so what a cluster, every migration and the demo's rows took would otherwise stay with
 * the server for as long as it runs; made apart, the server starts on it as at any later start.
 */
export function prepareFirstStartApart(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [FIRST_START_ONLY]: "1" },
      stdio: "inherit",
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else {
        const how = signal ?? `exit ${code}`;
        reject(new FirstStartFailedError(`Preparing the new database failed (${how}).`));
      }
    });
  });
}

/** What the first start's own process does: the database, then the demo and its sign-in box. */
export async function prepareFirstStart(config: Config, now: () => Date): Promise<void> {
  const database = await openDatabase(config, "the first start");
  const ctx = createAppContext({ config, database, now });
  try {
    const demo = await addDemoOnFirstStart(ctx);
    if (demo) {
      console.log(`Added the demo community: ${demo.members} members, ${demo.quips} quips.`);
      console.log(demoSignInBox(demo.signIn));
    }
  } finally {
    await closeAppContext(ctx);
  }
}
