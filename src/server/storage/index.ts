import path from "node:path";
import type { Config } from "../config";
import { createLocalStorage } from "./local-storage";
import type { ObjectStorage } from "./object-storage";

/** The configured object storage: files under the data directory until a bucket is supported. */
export function createStorage(config: Config): ObjectStorage {
  return createLocalStorage(path.join(config.dataDir, "objects"));
}
