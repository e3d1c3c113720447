import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { backupEmbedded, restoreEmbedded } from "#server/db/backup.ts";

const [command, folder] = process.argv.slice(2);
const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });

if (config.databaseUrl) {
  console.error(
    'With PostgreSQL, back up with its own tools: pg_dump --format=custom "$DATABASE_URL" > quip.dump, ' +
      'and restore with pg_restore --clean --dbname "$DATABASE_URL" quip.dump (see docs/operations.md).',
  );
  process.exit(2);
}

try {
  if (command === "backup") {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const target = path.resolve(
      folder ?? path.join(config.dataDir, "..", "backups", `quip-${stamp}`),
    );
    await backupEmbedded(config.dataDir, target);
    console.log(`Backed up the embedded database and uploaded files to ${target}`);
  } else if (command === "restore" && folder) {
    await restoreEmbedded(config.dataDir, path.resolve(folder));
    console.log(
      `Restored ${path.resolve(folder)}; the previous data is kept in ${config.dataDir}/before-restore-*`,
    );
  } else {
    console.error("Usage: npm run backup [-- <folder>]  |  npm run restore -- <backup folder>");
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
