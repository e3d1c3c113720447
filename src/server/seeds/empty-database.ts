import type { Executor } from "#server/db/database.ts";
import { users } from "#server/db/schema/index.ts";

/** Seeds only ever fill an empty database: neither may mix its community into a real one. */
export class DatabaseNotEmptyError extends Error {
  constructor() {
    super("The database already has members; a seed only fills an empty database.");
  }
}

/** True when nobody, not even QuipBot, has an account yet. */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).limit(1);
  return found.length === 0;
}
