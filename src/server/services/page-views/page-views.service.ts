import { sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { pageViews } from "#server/db/schema/index.ts";
import { easternDate } from "#shared/rules/eastern-time.ts";

/**
 * Counts one view of a page shape ("/quip/:id", see PageViewInput) on today's Eastern date;
 * nothing about the visitor is kept.
 */
export async function recordPageView(ctx: AppContext, path: string): Promise<void> {
  await ctx.db
    .insert(pageViews)
    .values({ day: easternDate(ctx.now()), path, count: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path],
      set: { count: sql`${pageViews.count} + 1` },
    });
}
