import type { AppContext } from "#server/context.ts";
import { isDatabaseEmpty } from "#server/seeds/empty-database.ts";
import { type DemoSummary, seedDemo } from "./seed-demo";

/**
 * A newcomer's first start gets a community to look at, with passwords drawn for it. Only a
 * development start on an empty embedded database: a production start's first members are
 * real, and a PostgreSQL database gets the demo only when `npm run seed -- demo` asks.
 */
export async function addDemoOnFirstStart(ctx: AppContext): Promise<DemoSummary | null> {
  if (ctx.config.isProduction || ctx.dbKind !== "embedded") return null;
  if (!(await isDatabaseEmpty(ctx.db))) return null;
  return seedDemo({ db: ctx.db, storage: ctx.storage, now: ctx.now() });
}
