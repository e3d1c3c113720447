import { embeddedClientOf } from "#server/db/database.ts";
import { takeScheduledBackup } from "#server/db/scheduled-backups.ts";
import { createS3Client, createS3Storage } from "#server/storage/s3-storage.ts";
import type { Job } from "./job";

/**
 * The scheduled backup of the embedded database (BACKUP_SCHEDULE, decision 0168): to
 * DATA_DIR/backups, or to the bucket when one is configured, keeping the newest BACKUP_KEEP.
 * Each run writes a backup of its own, so it is safe to run at any time.
 */
export const backupJob: Job = {
  name: "backup",
  run: async (ctx) => {
    const client = embeddedClientOf(ctx.db);
    if (!client) {
      throw new Error(
        'Scheduled backups are of the embedded database; back up PostgreSQL with pg_dump (docs/operations.md, "Backups").',
      );
    }
    const { s3, dataDir, backupKeep: keep } = ctx.config;
    const s3Client = s3 ? createS3Client(s3) : undefined;
    try {
      const bucket = s3 && s3Client ? createS3Storage(s3, s3Client) : undefined;
      const { wrote, removed } = await takeScheduledBackup({
        client,
        dataDir,
        bucket,
        keep,
        now: ctx.now(),
      });
      return `wrote ${wrote}; removed ${removed.length} older (keeping ${keep})`;
    } finally {
      s3Client?.destroy();
    }
  },
};
