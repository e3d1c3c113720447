import { type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { columnName } from "#server/db/column-name.ts";
import type { Executor } from "#server/db/database.ts";
import { activities } from "#server/db/schema/index.ts";
import { toTheMinute } from "#server/services/settings/job-times.ts";

export type ActivityType =
  | "like"
  | "self_like"
  | "comment"
  | "follow"
  | "mention"
  | "quip_48_hours"
  | "liked_quip_48_hours"
  | "quipbot_like"
  | "competition_result"
  | "warning"
  | "warning_decided"
  | "report_reviewed"
  | "guess_right";

export interface Notification {
  userId: string;
  type: ActivityType;
  actorId?: string | null;
  quipId?: string | null;
  commentId?: string | null;
  data?: Record<string, unknown>;
  /** One notification per cause: a repeated cause (re-like, retried job) adds nothing. */
  dedupeKey: string;
}

/**
 * Dated `now`, the app's clock: the column's default would take the database's, which neither
 * a test's clock nor a server shifted to another day moves. Answers who was notified (each
 * once), for the caller to tell the live stream once its transaction has committed.
 */
export function notify(db: Executor, now: Date, notifications: Notification[]): Promise<string[]> {
  return insertNotifications(db, notifications, () => now);
}

/**
 * Notifications a scheduled job writes (48-hour notices, results) are dated to the minute of
 * its run, not its instant: members read their times to the millisecond, and a run's instant
 * would point at whatever else it wrote (decision 0130). The product shows minutes ("1 min
 * ago"). Dated before its recipient's read mark, a notice would be born read, so it is dated
 * just after the mark when the mark falls in that minute: an instant the recipient chose.
 */
export function notifyFromJob(
  db: Executor,
  now: Date,
  notifications: Notification[],
): Promise<string[]> {
  const minute = toTheMinute(now).toISOString();
  return insertNotifications(
    db,
    notifications,
    (n) => sql`greatest(${minute}::timestamptz,
      (select r.notifications_read_at + interval '1 millisecond' from users r
        where r.id = ${n.userId}::uuid))`,
  );
}

async function insertNotifications(
  db: Executor,
  notifications: Notification[],
  dated: (n: Notification) => Date | SQL,
): Promise<string[]> {
  if (notifications.length === 0) return [];
  const added = await db
    .insert(activities)
    .values(
      notifications.map((n) => ({
        userId: n.userId,
        type: n.type,
        actorId: n.actorId ?? null,
        quipId: n.quipId ?? null,
        commentId: n.commentId ?? null,
        data: n.data ?? {},
        dedupeKey: n.dedupeKey,
        createdAt: dated(n),
      })),
    )
    .onConflictDoNothing({ target: activities.dedupeKey })
    .returning({ userId: activities.userId });
  return [...new Set(added.map((row) => row.userId))];
}

/** A notice kept by parts of a larger statement, and what its final select reads of them. */
export interface NoticeParts {
  /** `noticed` and `withdrawn`, parts of a WITH, to put after others with a comma. */
  parts: SQL;
  /**
   * The member whose notifications it changed, or null. It stays on the server, where it tells
   * the live stream whose unread count to read again.
   */
  notified: SQL;
}

const noticed = sql.identifier("noticed");
const withdrawn = sql.identifier("withdrawn");

/**
 * One notification written by a part of a larger statement, when `when` holds: its recipient,
 * type and quip are read from the statement's other parts (`from`), exactly once, as notify().
 * When `withdrawWhen` holds instead (an unlike, an unfollow), the notification of that cause
 * is removed. Its values may be placeholders, for a statement rendered once.
 */
export function noticeParts(n: {
  userId: SQL;
  type: SQL;
  actorId: string | Placeholder;
  quipId: SQL;
  dedupeKey: string | Placeholder;
  now: string | Placeholder;
  from: SQLWrapper;
  when: SQL;
  withdrawWhen: SQL;
}): NoticeParts {
  const a = activities;
  const parts = sql`${noticed} as (insert into ${a} (${columnName(a.userId)}, ${columnName(a.type)}, ${columnName(a.actorId)}, ${columnName(a.quipId)}, ${columnName(a.data)}, ${columnName(a.dedupeKey)}, ${columnName(a.createdAt)})
    select ${n.userId}, ${n.type}, ${n.actorId}::uuid, ${n.quipId}, '{}'::jsonb, ${n.dedupeKey},
      ${n.now}::timestamptz
    from ${n.from} where ${n.when}
    on conflict (${columnName(a.dedupeKey)}) do nothing
    returning ${columnName(a.userId)}),
      ${withdrawn} as (delete from ${a} where ${columnName(a.dedupeKey)} = ${n.dedupeKey} and ${n.withdrawWhen} returning ${columnName(a.userId)})`;
  return {
    parts,
    notified: sql`coalesce((select ${columnName(a.userId)} from ${noticed} limit 1),
  (select ${columnName(a.userId)} from ${withdrawn} limit 1))`,
  };
}
