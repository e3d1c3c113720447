import { and, desc, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { bookmarks, quips } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { presentQuip, selectQuips } from "#server/services/quips/quip-rows.ts";
import { quipVisibleSql } from "#server/services/quips/quip-visibility.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import type { Quip } from "#shared/schemas/quips.ts";

/** A member's bookmarks, most recently saved first; nobody else may read them. */
export async function listBookmarks(
  ctx: AppContext,
  viewer: SessionUser,
  userId: string,
  page: { limit: number; offset: number },
): Promise<Quip[]> {
  if (viewer.id !== userId) throw new AppError("FORBIDDEN", USER_MSG.bookmarksPrivate);
  const now = ctx.now();
  const rows = await selectQuips(ctx, viewer)
    .innerJoin(bookmarks, and(eq(bookmarks.quipId, quips.id), eq(bookmarks.userId, viewer.id)))
    .where(quipVisibleSql(viewer, now))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => presentQuip(row, viewer, now));
}
