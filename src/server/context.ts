import type { Config } from "./config";
import type { Db, DbKind } from "./db/database";
import type { ObjectStorage } from "./storage/object-storage";

/** What every route and service may use; built once in main.ts (or by a test). */
export interface AppContext {
  db: Db;
  dbKind: DbKind;
  config: Config;
  storage: ObjectStorage;
  /** The clock, injectable so tests can set the time. */
  now: () => Date;
}
