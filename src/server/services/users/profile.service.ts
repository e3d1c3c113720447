import { and, desc, eq, sql } from "drizzle-orm";
import type { ReadScope } from "#server/context.ts";
import { follows, likes, quips, userStreaks, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { Viewer } from "#server/services/anonymity.ts";
import { sleuthStats } from "#server/services/guesses/sleuth-stats.ts";
import { countsForAuthorSql } from "#server/services/quips/quip-visibility.ts";
import { blocksSql, isMutingSql } from "#server/services/safety/muting.ts";
import { EASTERN_TZ } from "#shared/limits.ts";
import { easternDate } from "#shared/rules/eastern-time.ts";
import type { UserProfile } from "#shared/schemas/users.ts";
import { currentDailyStreak, postStreakFromDays } from "./streaks";

export const USER_NOT_FOUND = "User not found.";

/**
 * A profile with its counts. Another member's quips, likes and percentages count only
 * revealed quips, so a profile never changes when its owner posts anonymously; and only quips
 * not hidden pending review, as its list shows them. No count holds the likes of an entry of
 * an open competition, its owner's own included: they would tell its likes (decision 0162).
 */
export async function getProfile(
  ctx: ReadScope,
  viewer: Viewer,
  userId: string,
): Promise<UserProfile> {
  const seesAll = viewer !== null && (viewer.isAdmin || viewer.id === userId);
  const visible = seesAll
    ? eq(quips.authorId, userId)
    : and(eq(quips.authorId, userId), countsForAuthorSql(ctx.now()));
  const viewerId = viewer?.id ?? null;
  const [row] = await ctx.db
    .select({
      user: users,
      streaks: userStreaks,
      quipsCount: sql<number>`(select count(*)::int from ${quips} where ${visible})`,
      totalLikes: sql<number>`(select coalesce(sum(${quips.rankedLikes}), 0)::int from ${quips} where ${visible})`,
      likesFromFollowers: sql<number>`(select count(*)::int from ${likes}
        join ${quips} on ${quips.id} = ${likes.quipId}
        join ${follows} on ${follows.followerId} = ${likes.userId} and ${follows.followingId} = ${userId}
        where ${visible} and not ${quips.likesHidden})`,
      isFollowing: viewerId
        ? sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followingId} = ${userId})`
        : sql<boolean>`false`,
      followsViewer: viewerId
        ? sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${userId} and ${follows.followingId} = ${viewerId})`
        : sql<boolean>`false`,
      isMuted: viewerId
        ? sql<boolean>`${isMutingSql(viewerId, userId, ctx.now())}`
        : sql<boolean>`false`,
      isBlocked: viewerId ? sql<boolean>`${blocksSql(viewerId, userId)}` : sql<boolean>`false`,
    })
    .from(users)
    .leftJoin(userStreaks, eq(userStreaks.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  const { user, streaks } = row;
  const today = easternDate(ctx.now());
  const postDays = await ctx.db
    .selectDistinct({
      day: sql<string>`to_char(${quips.createdAt} at time zone ${EASTERN_TZ}, 'YYYY-MM-DD')`,
    })
    .from(quips)
    .where(visible)
    .orderBy(desc(sql`1`));
  const postStreak = postStreakFromDays(
    postDays.map((d) => d.day),
    today,
  );
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    website: user.website,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    isAdmin: user.isAdmin,
    isBot: user.isBot,
    quipsCount: row.quipsCount,
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    totalLikes: row.totalLikes,
    currentPostStreak: postStreak.current,
    maxPostStreak: postStreak.max,
    currentLikeStreak: currentDailyStreak(
      streaks?.currentLikeStreak ?? 0,
      streaks?.lastLikeDay ?? null,
      today,
    ),
    maxLikeStreak: streaks?.maxLikeStreak ?? 0,
    currentCityStreak: streaks?.currentCityStreak ?? 0,
    maxCityStreak: streaks?.maxCityStreak ?? 0,
    followerLikesPercentage:
      row.totalLikes > 0 ? Math.round((row.likesFromFollowers / row.totalLikes) * 1000) / 10 : 0,
    sleuth: await sleuthStats(ctx.db, user.id),
    isFollowing: Boolean(row.isFollowing),
    followsViewer: Boolean(row.followsViewer),
    isMuted: Boolean(row.isMuted),
    isBlocked: Boolean(row.isBlocked),
  };
}
