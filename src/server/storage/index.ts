import path from "node:path";
import type { Config } from "#server/config.ts";
import { createLocalStorage } from "./local-storage";
import type { ObjectStorage } from "./object-storage";
import { createS3Storage } from "./s3-storage";

/** The configured object storage: the bucket when S3_BUCKET is set, else the data directory. */
export function createStorage(config: Config): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : localObjects(config);
}

/** The folder uploaded files live in when no bucket is configured. */
export function localObjects(config: Config) {
  return createLocalStorage(path.join(config.dataDir, "objects"));
}
