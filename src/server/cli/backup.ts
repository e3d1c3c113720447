import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { backupEmbedded, backupName, restoreEmbedded } from "#server/db/backup.ts";
import { askServerForBackup, NoBackupListenerError } from "#server/db/backup-socket.ts";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";

const [command, folder] = process.argv.slice(2);
const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });

if (config.databaseUrl) {
  console.error(
    'With PostgreSQL, back up with its own tools while the server runs: pg_dump --format=custom, and pg_restore into a new database (docs/operations.md, "Backups", gives the commands).',
  );
  process.exit(2);
}

/** Without a server the backup is taken here; a running server takes it itself, without stopping. */
async function backUp(target: string): Promise<string> {
  try {
    await backupEmbedded(config.dataDir, target);
    return `Backed up the embedded database and uploaded files to ${target} (no server was running).`;
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    try {
      await askServerForBackup(config.dataDir, target);
    } catch (asked) {
      if (!(asked instanceof NoBackupListenerError)) throw asked;
      throw new Error(
        `The embedded database in ${config.dataDir} is in use by Quip process ${error.pid}, which is not a running server (or one that takes no backup requests): ${asked.message} Wait for it to end, then back up again.`,
      );
    }
    return `Backed up the embedded database and uploaded files to ${target}, taken by the running server (pid ${error.pid}) without stopping it.`;
  }
}

async function restore(source: string): Promise<string> {
  try {
    await restoreEmbedded(config.dataDir, source);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(
      `The embedded database in ${config.dataDir} is in use by Quip process ${error.pid} (a running server, or another command). A restore replaces the database under it: stop the server first, restore, then start it again.`,
    );
  }
  return `Restored ${source}; the previous data is kept in ${config.dataDir}/before-restore-*`;
}

try {
  if (command === "backup") {
    const target = path.resolve(
      folder ?? path.join(config.dataDir, "..", "backups", backupName(new Date())),
    );
    console.log(await backUp(target));
  } else if (command === "restore" && folder) {
    console.log(await restore(path.resolve(folder)));
  } else {
    console.error("Usage: npm run backup [-- <folder>]  |  npm run restore -- <backup folder>");
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
