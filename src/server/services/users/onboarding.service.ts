import { and, desc, eq, gt, ne, not, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { follows, quips, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { countsForAuthorSql } from "#server/services/quips/quip-visibility.ts";
import { memberShownSql } from "#server/services/safety/muting.ts";
import { LIMITS } from "#shared/limits.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import type { SuggestedMember } from "#shared/schemas/users.ts";
import { memberColumns } from "./member-columns";
import { presentCurrentUser } from "./users.presenter";

/**
 * Members worth following: those with quips revealed in the last 30 days, most liked first.
 * Only the quips their profile counts for others are read (revealed, not hidden pending
 * review), so posting or liking an anonymous quip cannot bring a member into this list, move
 * them within it or change a number it shows, and a hidden quip leaves both at once: the list
 * changes when a quip is revealed, hidden or shown again, when a revealed quip is liked, or
 * when the viewer follows someone. QuipBot is
 * left out (a program, and one tap away on any of its quips), as are the viewer, the members
 * they follow already and those they mute or block.
 */
export async function listSuggestedMembers(
  ctx: AppContext,
  viewer: SessionUser,
): Promise<SuggestedMember[]> {
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - LIMITS.suggestionWindowMs);
  const revealedLikes = sql<number>`coalesce(sum(${quips.rankedLikes}), 0)::int`;
  const revealedQuips = sql<number>`count(${quips.id})::int`;
  const rows = await ctx.db
    .select({
      ...memberColumns,
      revealedQuips,
      revealedLikes,
    })
    .from(quips)
    .innerJoin(users, eq(users.id, quips.authorId))
    .where(
      and(
        gt(quips.createdAt, windowStart),
        countsForAuthorSql(now),
        ne(users.id, viewer.id),
        not(users.isBot),
        sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${viewer.id} and ${follows.followingId} = ${users.id})`,
        memberShownSql(viewer.id, now, users.id),
      ),
    )
    .groupBy(users.id)
    .orderBy(desc(revealedLikes), desc(revealedQuips), sql`lower(${users.username})`, users.id)
    .limit(LIMITS.suggestedMembers);
  return rows.map((row) => ({ ...row, isFollowing: false }));
}

/** The member has seen the welcome tour: it stays closed on every device. The first close counts. */
export async function finishOnboarding(ctx: AppContext, member: SessionUser): Promise<CurrentUser> {
  const [row] = await ctx.db
    .update(users)
    .set({
      onboardedAt: sql`coalesce(${users.onboardedAt}, ${ctx.now().toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, member.id))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", USER_MSG.notFound);
  return presentCurrentUser(ctx.db, row, ctx.now());
}
