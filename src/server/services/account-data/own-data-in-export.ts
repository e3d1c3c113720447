import { asc, desc, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import {
  competitionResults,
  flags,
  follows,
  quips,
  topicCompetitions,
  users,
  vaultQuips,
} from "#server/db/schema/index.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { shownLikes } from "#server/services/quips/hidden-likes.ts";
import { getBadges, getCityDistribution } from "#server/services/users/achievements.service.ts";
import { getProfile } from "#server/services/users/profile.service.ts";
import { presentCurrentUser } from "#server/services/users/users.presenter.ts";
import { isObjectPath } from "#server/storage/object-storage.ts";
import { isAnonymousAt, revealTimeOf } from "#shared/rules/anonymity.ts";

/*
 * The files of an export that hold only the member's own rows: their account, quips, drafts,
 * follows, achievements and reports. Follows name other members, as every profile's public
 * lists do.
 */

type UserRow = typeof users.$inferSelect;

/** The account as the member's own profile shows it, with what only they see. */
export async function profileFile(ctx: AppContext, member: SessionUser, row: UserRow) {
  const own = await getProfile(ctx, member, member.id);
  return {
    ...(await presentCurrentUser(ctx.db, row, ctx.now())),
    lastUsernameChange: row.lastUsernameChange?.toISOString() ?? null,
    quipsCount: own.quipsCount,
    totalLikes: own.totalLikes,
    followersCount: own.followersCount,
    followingCount: own.followingCount,
  };
}

/** The profile photo's stored file, to go into the ZIP beside profile.json. */
export async function profilePhoto(
  ctx: AppContext,
  row: UserRow,
): Promise<{ name: string; bytes: Uint8Array } | null> {
  const path = row.profileImageUrl;
  if (!path || !isObjectPath(path)) return null;
  const object = await ctx.storage.get(path.slice("/objects/".length));
  if (!object) return null;
  const extension = object.contentType === "image/png" ? "png" : "webp";
  return { name: `profile-photo.${extension}`, bytes: object.bytes };
}

/**
 * Every quip, newest first, with its anonymity: anonymous until its 48 hours end, then
 * revealed (the reveal job's time when it has run, else the moment it was due). An entry of an
 * open competition has no like count, here as everywhere (decision 0162).
 */
export async function quipsFile(ctx: AppContext, member: SessionUser) {
  const now = ctx.now();
  const rows = await ctx.db
    .select({
      id: quips.id,
      content: quips.content,
      punchline: quips.punchline,
      createdAt: quips.createdAt,
      updatedAt: quips.updatedAt,
      revealedAt: quips.revealedAt,
      topicText: quips.topicText,
      topicIdentifier: quips.topicIdentifier,
      likesCount: quips.likesCount,
      likesHidden: quips.likesHidden,
      commentsCount: quips.commentsCount,
    })
    .from(quips)
    .where(eq(quips.authorId, member.id))
    .orderBy(desc(quips.createdAt), desc(quips.id));
  return rows.map((q) => {
    const anonymous = isAnonymousAt(q.createdAt, now);
    return {
      id: q.id,
      content: q.content,
      punchline: q.punchline,
      createdAt: q.createdAt.toISOString(),
      editedAt: q.updatedAt > q.createdAt ? q.updatedAt.toISOString() : null,
      topic: q.topicText ? { text: q.topicText, identifier: q.topicIdentifier } : null,
      ...shownLikes(q.likesCount, q.likesHidden),
      commentsCount: q.commentsCount,
      anonymity: anonymous
        ? { state: "anonymous", anonymousUntil: revealTimeOf(q.createdAt).toISOString() }
        : {
            state: "revealed",
            revealedAt: (q.revealedAt ?? revealTimeOf(q.createdAt)).toISOString(),
          },
    };
  });
}

export async function draftsFile(ctx: AppContext, member: SessionUser) {
  const rows = await ctx.db
    .select()
    .from(vaultQuips)
    .where(eq(vaultQuips.userId, member.id))
    .orderBy(desc(vaultQuips.createdAt), desc(vaultQuips.id));
  return rows.map((draft) => ({
    id: draft.id,
    content: draft.content,
    punchline: draft.punchline,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
  }));
}

/** Both directions, everyone (muted or not): the public lists, complete. */
export async function followsFile(ctx: AppContext, member: SessionUser) {
  type Side = typeof follows.followerId | typeof follows.followingId;
  const side = async (mine: Side, theirs: Side) => {
    const rows = await ctx.db
      .select({ username: users.username, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, theirs))
      .where(eq(mine, member.id))
      .orderBy(desc(follows.createdAt), desc(follows.id));
    return rows.map((row) => ({ username: row.username, since: row.since.toISOString() }));
  };
  return {
    following: await side(follows.followerId, follows.followingId),
    followers: await side(follows.followingId, follows.followerId),
  };
}

/**
 * Badges, city distribution, streaks and sleuth figures as their profile shows them, and each competition
 * result they were told (their own entries only).
 */
export async function achievementsFile(ctx: AppContext, member: SessionUser) {
  const own = await getProfile(ctx, member, member.id);
  const results = await ctx.db
    .select({
      quipId: competitionResults.quipId,
      topic: topicCompetitions.topicIdentifier,
      likesCount: competitionResults.likesCount,
      ranking: competitionResults.ranking,
      percentile: competitionResults.percentile,
      title: competitionResults.title,
    })
    .from(competitionResults)
    .innerJoin(topicCompetitions, eq(topicCompetitions.id, competitionResults.competitionId))
    .where(eq(competitionResults.userId, member.id))
    .orderBy(asc(topicCompetitions.startedAt));
  return {
    badges: await getBadges(ctx, member.id),
    cityDistribution: await getCityDistribution(ctx, member.id),
    streaks: {
      currentPostStreak: own.currentPostStreak,
      maxPostStreak: own.maxPostStreak,
      currentLikeStreak: own.currentLikeStreak,
      maxLikeStreak: own.maxLikeStreak,
      currentCityStreak: own.currentCityStreak,
      maxCityStreak: own.maxCityStreak,
    },
    sleuth: own.sleuth,
    competitionResults: results,
  };
}

/** The reports they filed, by quip id: what they said, never who wrote the quip. */
export async function reportsFile(ctx: AppContext, member: SessionUser) {
  const rows = await ctx.db
    .select()
    .from(flags)
    .where(eq(flags.reporterId, member.id))
    .orderBy(desc(flags.createdAt), desc(flags.id));
  return rows.map((flag) => ({
    quipId: flag.quipId,
    category: flag.categoryLabel,
    reason: flag.reason,
    linkedQuipId: flag.linkedQuipId,
    status: flag.status,
    createdAt: flag.createdAt.toISOString(),
  }));
}
