import { asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { dataExports, EXPORT_STATUS, users } from "#server/db/schema/index.ts";
import { SYSTEM_LIMITS } from "#shared/limits.ts";
import type { SystemExports } from "#shared/schemas/system.ts";

const IN_FLIGHT = [EXPORT_STATUS.preparing, EXPORT_STATUS.failed];

/**
 * Data exports not yet ready, oldest request first: who asked, when, how many attempts and the
 * last error. Nothing the export holds is read.
 */
export async function listExportsInFlight(ctx: AppContext): Promise<SystemExports> {
  const rows = await ctx.db
    .select({
      status: dataExports.status,
      username: users.username,
      requestedAt: dataExports.requestedAt,
      attempts: dataExports.attempts,
      lastError: dataExports.lastError,
    })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(inArray(dataExports.status, IN_FLIGHT))
    .orderBy(asc(dataExports.requestedAt))
    .limit(SYSTEM_LIMITS.queueShownMax);
  return {
    exports: rows.map((row) => ({
      status: row.status === EXPORT_STATUS.failed ? "failed" : "preparing",
      username: row.username,
      requestedAt: row.requestedAt.toISOString(),
      attempts: row.attempts,
      lastError: row.lastError,
    })),
  };
}
