import type { AppContext } from "#server/context.ts";
import { ping } from "#server/db/database.ts";
import { AppError } from "#server/errors.ts";
import { GENERIC_MSG } from "#shared/messages/common.ts";
import type { Health } from "#shared/schemas/health.ts";

/** Whether this process can answer: its database replies to a trivial statement. */
export async function checkHealth(ctx: AppContext): Promise<Health> {
  try {
    await ping(ctx.db);
  } catch {
    throw new AppError("UNAVAILABLE", GENERIC_MSG.unavailable);
  }
  return { ok: true, db: ctx.dbKind };
}
