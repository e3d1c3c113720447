import { type Config, loadConfig } from "#server/config.ts";
import { copyToBucket } from "#server/storage/copy-to-bucket.ts";
import { localObjects } from "#server/storage/index.ts";
import { createS3Storage } from "#server/storage/s3-storage.ts";

const USAGE = "Usage: npm run storage -- migrate";
const NO_BUCKET =
  "No bucket is configured: set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY " +
  "(S3_ENDPOINT and S3_FORCE_PATH_STYLE=true for a service other than AWS), then run this again.";

const args = process.argv.slice(2);
if (args.length !== 1 || args[0] !== "migrate") {
  console.error(USAGE);
  process.exit(2);
}

let config: Config;
try {
  config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
if (!config.s3) {
  console.error(NO_BUCKET);
  process.exit(2);
}

/**
 * npm run storage -- migrate: copies the uploaded files kept in DATA_DIR/objects to the
 * configured bucket. Safe to run while the site runs and to run again (docs/operations.md).
 */
const local = localObjects(config);
const where = config.s3.endpoint ? ` at ${config.s3.endpoint}` : "";
console.log(`Copying ${config.dataDir}/objects to the bucket ${config.s3.bucket}${where}…`);
try {
  const report = await copyToBucket(local, createS3Storage(config.s3));
  const count = (n: number) => `${n.toLocaleString("en-US")} object${n === 1 ? "" : "s"}`;
  console.log(
    `Copied ${count(report.copied)} (${(report.copiedBytes / 1e6).toFixed(1)} MB); ` +
      `${count(report.alreadyThere)} already in the bucket; ${report.failed.length} failed.`,
  );
  for (const { key, reason } of report.failed) console.error(`  ${key}: ${reason}`);
  process.exit(report.failed.length > 0 ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
