import { and, desc, eq } from "drizzle-orm";
import { USER_MSG } from "../../../shared/messages/users";
import type { Quip } from "../../../shared/schemas/quips";
import type { AppContext } from "../../context";
import { bookmarks, quips } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionUser } from "../auth/session-user";
import { presentQuip, selectQuips } from "../quips/quip-rows";
import { quipVisibleSql } from "../quips/quip-visibility";

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
