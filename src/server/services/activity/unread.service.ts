import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import { activities, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { quipExistsForRowSql } from "#server/services/quips/quip-visibility.ts";
import { notificationShownSql } from "#server/services/safety/muting.ts";
import { LIMITS } from "#shared/limits.ts";
import { LIVE_MSG } from "#shared/messages/live.ts";
import type { UnreadCount } from "#shared/schemas/live.ts";

/**
 * SQL: the notification `activity` is newer than its recipient `reader`'s read mark, in the
 * activity list's order (created_at, then id). The first bound lets the index on (user_id,
 * created_at) start at the mark instead of reading every notification the member ever had.
 */
export function unreadSql(
  activity: { createdAt: AnyPgColumn; id: AnyPgColumn },
  reader: { notificationsReadAt: AnyPgColumn; notificationsReadId: AnyPgColumn },
): SQL {
  const readAt = sql`coalesce(${reader.notificationsReadAt}, '-infinity'::timestamptz)`;
  const readId = sql`coalesce(${reader.notificationsReadId}, '00000000-0000-0000-0000-000000000000'::uuid)`;
  return sql`(${activity.createdAt} >= ${readAt}
    and (${activity.createdAt}, ${activity.id}) > (${readAt}, ${readId}))`;
}

/** The notifications counted, and their recipients, as the count reads them. */
const a = alias(activities, "a");
const r = alias(users, "r");

const ABOUT_QUIP = { id: sql`aq.id`, authorId: sql`aq.author_id`, createdAt: sql`aq.created_at` };

/**
 * Unread notifications of each member, counted up to LIMITS.unreadCountCap, in one query:
 * those the activity list shows them, so a notification hidden by their mutes and blocks, or
 * about a quip hidden from them pending review, never reaches the badge; nor does a kind they
 * turned off for Activity.
 */
export async function countUnreadOf(
  ctx: AppContext,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{ id: string; count: number }>(
    await ctx.db.execute(sql`
      select r.id, (
        select count(*)::int from (
          select 1 from ${activities} ${a}
          left join quips aq on aq.id = a.quip_id
          where a.user_id = r.id and ${unreadSql(a, r)}
            and a.type <> all (coalesce((select p.activity_hidden_types
              from notification_preferences p where p.user_id = r.id), '{}'))
            and ${notificationShownSql(sql`r.id`, ctx.now(), sql`a.actor_id`, ABOUT_QUIP)}
            and ${quipExistsForRowSql({ id: sql`r.id`, isAdmin: sql`r.is_admin` }, sql`a.quip_id`)}
          limit ${LIMITS.unreadCountCap}
        ) capped
      ) as count
      from ${users} ${r} where r.id in (${ids})`),
  );
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

export async function countUnread(ctx: AppContext, member: SessionUser): Promise<UnreadCount> {
  const counts = await countUnreadOf(ctx, [member.id]);
  return { count: counts.get(member.id) ?? 0 };
}

/**
 * Moves the member's read mark to one of their notifications (`upTo`), or to their newest.
 * The mark only moves forward: reading an older one again unreads nothing. Another member's
 * notification, or none, is not found. The member's other tabs hear the new count.
 */
export async function markNotificationsRead(
  ctx: AppContext,
  member: SessionUser,
  upTo: string | undefined,
): Promise<UnreadCount> {
  const which = upTo ? sql`and id = ${upTo}::uuid` : sql``;
  const [row] = rowsOf<{ found: boolean; moved: boolean }>(
    await ctx.db.execute(sql`
      with target as (
        select created_at, id from activities where user_id = ${member.id}::uuid ${which}
        order by created_at desc, id desc limit 1
      ),
      moved as (
        update users r
        set notifications_read_at = target.created_at, notifications_read_id = target.id
        from target
        where r.id = ${member.id}::uuid and (r.notifications_read_at is null
          or (target.created_at, target.id) > (r.notifications_read_at, r.notifications_read_id))
        returning 1
      )
      select exists (select 1 from target) as found, exists (select 1 from moved) as moved`),
  );
  if (upTo && !row?.found) throw new AppError("NOT_FOUND", LIVE_MSG.notificationNotFound);
  if (row?.moved) ctx.live.notificationsChanged([member.id]);
  return countUnread(ctx, member);
}
