import { and, desc, eq, notInArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "#server/context.ts";
import {
  activities,
  COMPETITION_STATUS,
  quips,
  topicCompetitions,
  users,
} from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { namesAuthor } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { hiddenActivityTypes } from "#server/services/notifications/preferences.service.ts";
import { quipExistsForSql } from "#server/services/quips/quip-visibility.ts";
import { mutedWordCheckOf } from "#server/services/safety/muted-words.service.ts";
import { notificationShownSql } from "#server/services/safety/muting.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { wholeQuipText } from "#shared/rules/punchline.ts";
import type { ActivityItem, ActivityPage } from "#shared/schemas/activity.ts";
import { unreadSql } from "./unread.service";

const actor = alias(users, "actor");
const author = alias(users, "quip_author");
const reader = alias(users, "reader");

/**
 * A member's own notifications, newest first. When the actor wrote the quip the item is
 * about and the quip is still anonymous to the reader, the actor is left out: a mention in
 * an anonymous quip, or the author's reply on it, must not name them. Each item says whether it
 * is newer than the member's read mark. Notifications naming a member they mute or block, or
 * about a quip they do not see, are left out (services/safety/muting.ts), and so are those about a
 * quip hidden from them pending review, as a deleted quip's are gone; a quip with one of their
 * muted words is marked. A titled competition result names its competition once the results
 * are public, for the member's result card (decisions 0124, 0134). Kinds the member turned off
 * for Activity in their notification settings are left out (decision 0156).
 */
export async function listActivity(
  ctx: AppContext,
  viewer: SessionUser,
  userId: string,
  page: { limit: number; offset: number },
): Promise<ActivityPage> {
  if (viewer.id !== userId) throw new AppError("FORBIDDEN", USER_MSG.activityPrivate);
  const hidden = await hiddenActivityTypes(ctx.db, userId);
  const items = await readItems(
    ctx,
    viewer,
    hidden.length > 0 ? notInArray(activities.type, hidden) : undefined,
    page,
  );
  const hasMore = items.length > page.limit;
  return {
    items: items.slice(0, page.limit),
    hasMore,
    nextOffset: hasMore ? page.offset + page.limit : null,
  };
}

/**
 * One of the member's notifications as their Activity list would show it now, whatever their
 * Activity settings; null when the list would not show it (gone, muted, about a quip hidden
 * from them). What a push says is made from this, so it says no more than Activity does.
 */
export async function findActivityItem(
  ctx: AppContext,
  viewer: SessionUser,
  activityId: string,
): Promise<ActivityItem | null> {
  const [item] = await readItems(ctx, viewer, eq(activities.id, activityId), {
    limit: 1,
    offset: 0,
  });
  return item ?? null;
}

/** The viewer's notifications, newest first: one more than `page.limit`, to tell whether more follow. */
async function readItems(
  ctx: AppContext,
  viewer: SessionUser,
  only: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<ActivityItem[]> {
  const userId = viewer.id;
  const now = ctx.now();
  const rows = await ctx.db
    .select({
      activity: activities,
      actor: { id: actor.id, username: actor.username, profileImageUrl: actor.profileImageUrl },
      quip: {
        id: quips.id,
        content: quips.content,
        punchline: quips.punchline,
        createdAt: quips.createdAt,
        authorId: quips.authorId,
      },
      author: { id: author.id, username: author.username, profileImageUrl: author.profileImageUrl },
      unread: sql<boolean>`(select ${unreadSql(activities, reader)} from ${users} ${reader}
        where ${reader.id} = ${activities.userId})`,
      resultCompetitionId: topicCompetitions.id,
    })
    .from(activities)
    .leftJoin(actor, eq(actor.id, activities.actorId))
    .leftJoin(quips, eq(quips.id, activities.quipId))
    .leftJoin(author, eq(author.id, quips.authorId))
    .leftJoin(
      topicCompetitions,
      and(
        eq(activities.type, "competition_result"),
        sql`${topicCompetitions.topicIdentifier} = ${activities.data}->>'topicIdentifier'`,
        eq(topicCompetitions.status, COMPETITION_STATUS.published),
        // Only a titled result has a card to share (decision 0134).
        sql`${activities.data}->>'title' is not null`,
      ),
    )
    .where(
      and(
        eq(activities.userId, userId),
        only,
        notificationShownSql(viewer.id, now, activities.actorId, quips),
        quipExistsForSql(viewer, activities.quipId),
      ),
    )
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  const containsMutedWord = mutedWordCheckOf(viewer);
  return rows.map((row): ActivityItem => {
    const a = row.activity;
    const authorVisible = row.quip
      ? namesAuthor(viewer, row.quip.authorId, row.quip.createdAt, now)
      : true;
    const hideActor = !authorVisible && row.quip !== null && a.actorId === row.quip.authorId;
    return {
      id: a.id,
      type: a.type,
      actorId: hideActor ? null : a.actorId,
      actor: hideActor ? null : row.actor,
      quipId: a.quipId,
      quip: row.quip
        ? {
            id: row.quip.id,
            content: row.quip.content,
            author: authorVisible ? row.author : null,
            isOwn: row.quip.authorId === userId,
            containsMutedWord:
              row.quip.authorId !== userId && containsMutedWord(wholeQuipText(row.quip)),
          }
        : null,
      commentId: a.commentId,
      data: a.data ?? {},
      resultCompetitionId: row.resultCompetitionId,
      createdAt: a.createdAt.toISOString(),
      unread: Boolean(row.unread),
    };
  });
}
