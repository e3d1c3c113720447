import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import {
  activities,
  mailListMarks,
  notificationPreferences,
  users,
} from "#server/db/schema/index.ts";
import type { NoticeLine } from "#server/mail/notice-mail-templates.ts";
import { noticeMailEmail } from "#server/mail/notice-mail-templates.ts";
import { findActivityItem } from "#server/services/activity/activity.service.ts";
import { unreadSql } from "#server/services/activity/unread.service.ts";
import { getPreferences } from "#server/services/notifications/preferences.service.ts";
import { isPushable, noticePath } from "#server/services/push/push-payload.ts";
import { toTheMinute } from "#server/services/settings/job-times.ts";
import { LIMITS } from "#shared/limits.ts";
import { describeActivity, viewActivity } from "#shared/rules/activity-words.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import { MAILED_KINDS } from "#shared/rules/mail-lists.ts";
import {
  DEFAULT_CHANNELS,
  NOTICE_KIND_LABELS,
  NOTICE_KIND_TYPES,
  type NoticeKind,
} from "#shared/rules/notice-kinds.ts";
import { quietHoursEnd } from "#shared/rules/quiet-hours.ts";
import { queueListMail } from "./list-mail";
import { type Mark, readMark } from "./marks";
import { type MailRecipient, mailRecipient } from "./recipient";

/** At most one mail of a kind an hour: what comes meanwhile waits and is gathered into the next. */
export const NOTICE_MAIL_EVERY_MS = 60 * 60_000;
/** A notice not mailed within a day of it stays in Activity alone: yesterday's reply is old news. */
export const NOTICE_MAIL_STALE_MS = 24 * 60 * 60_000;
const LISTS_PER_PAGE = 200;
const NOTICES_PER_MAIL = 20;

export interface NoticeMailReport {
  mailed: number;
  /** Lists whose notices Activity no longer shows (muted, gone): passed over, nothing mailed. */
  passed: number;
  /** Lists inside their quiet hours, or another process's at this moment. */
  held: number;
}

/** The notices a mail may carry at `now`: of the last day, and of a minute that has ended. */
function windowOf(now: Date) {
  return {
    after: new Date(now.getTime() - NOTICE_MAIL_STALE_MS).toISOString(),
    before: toTheMinute(now).toISOString(),
  };
}

const a = alias(activities, "a");
const r = alias(users, "r");
const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** SQL: the kind an Activity type belongs to, among the kinds that are mailed. */
const kindOfTypeSql = sql`(case ${sql.join(
  MAILED_KINDS.map(
    (kind) => sql`when ${a.type} in (${textList(NOTICE_KIND_TYPES[kind])}) then ${kind}::text`,
  ),
  sql` `,
)} end)`;

/** SQL: the recipient's settings mail that kind: as saved, or at its default when never saved. */
const mailWantedSql = sql`coalesce(
  (${notificationPreferences.kinds} -> ${kindOfTypeSql} ->> 'mail')::boolean,
  (${JSON.stringify(DEFAULT_CHANNELS)}::jsonb -> ${kindOfTypeSql} ->> 'mail')::boolean)`;

/**
 * Mails each member's unread notices, a kind at a time, as their settings ask (decision 0160):
 * every notice of that kind since the list's last mail, gathered into one mail at most once an
 * hour, never inside their quiet hours, each worded as their Activity shows it now. A notice
 * is mailed once its minute has ended, at a run's drawn instant: no sooner than the minute
 * the site shows it with. Read in Activity before then, it is never mailed.
 */
export async function sendNoticeMail(ctx: AppContext): Promise<NoticeMailReport> {
  const report: NoticeMailReport = { mailed: 0, passed: 0, held: 0 };
  const now = ctx.now();
  let after = { userId: "00000000-0000-0000-0000-000000000000", list: "" };
  for (;;) {
    const page = await findDueLists(ctx, now, after);
    for (const due of page) report[await mailOneList(ctx, due.userId, due.list, now)]++;
    const last = page.at(-1);
    // Page by page: lists held by quiet hours, found again each run, never crowd out the rest.
    if (!last || page.length < LISTS_PER_PAGE) return report;
    after = last;
  }
}

/**
 * The members and kinds with an unread notice to mail whose hour since the last mail is over,
 * in (member, kind) order from `after`.
 */
async function findDueLists(
  ctx: AppContext,
  now: Date,
  after: { userId: string; list: string },
): Promise<Array<{ userId: string; list: NoticeKind }>> {
  const window = windowOf(now);
  const hourAgo = new Date(now.getTime() - NOTICE_MAIL_EVERY_MS).toISOString();
  const types = MAILED_KINDS.flatMap((kind) => NOTICE_KIND_TYPES[kind]);
  const m = mailListMarks;
  const rows = rowsOf<{ user_id: string; list: NoticeKind }>(
    await ctx.db.execute(sql`
      select distinct ${a.userId} as user_id, ${kindOfTypeSql} as list
      from ${activities} ${a}
      join ${users} ${r} on ${r.id} = ${a.userId}
      left join ${notificationPreferences} on ${notificationPreferences.userId} = ${a.userId}
      left join ${m} on ${m.userId} = ${a.userId} and ${m.list} = ${kindOfTypeSql}
      where ${a.createdAt} > ${window.after}::timestamptz and ${a.createdAt} < ${window.before}::timestamptz
        and (${a.userId}, ${kindOfTypeSql}) > (${after.userId}::uuid, ${after.list}::text)
        and ${a.type} in (${textList(types)})
        and ${r.emailConfirmed} and not ${r.isBot}
        and ${unreadSql(a, r)}
        and ${mailWantedSql}
        and (${m.throughAt} is null or (${a.createdAt}, ${a.id}) > (${m.throughAt}, ${m.throughId}))
        and (${m.lastSentAt} is null or ${m.lastSentAt} <= ${hourAgo}::timestamptz)
      order by user_id, list
      limit ${LISTS_PER_PAGE}`),
  );
  return rows.map((row) => ({ userId: row.user_id, list: row.list }));
}

async function mailOneList(
  ctx: AppContext,
  userId: string,
  kind: NoticeKind,
  now: Date,
): Promise<keyof NoticeMailReport> {
  const preferences = await getPreferences(ctx, userId);
  if (!preferences.kinds[kind].mail) return "held";
  if (quietHoursEnd(now, preferences.quietHours, preferences.timeZone ?? "UTC")) return "held";
  const recipient = await mailRecipient(ctx, userId);
  if (!recipient) return "held";
  const mark = await readMark(ctx.db, userId, kind);
  const notices = await unmailedNotices(ctx, userId, kind, mark, now);
  const newest = notices[0];
  if (!newest) return "held";
  const lines = await noticeLines(ctx, recipient, notices);
  const queued = await queueListMail(
    ctx,
    { userId, list: kind, recipient },
    {
      seen: mark,
      next: { sentAt: lines.length > 0 ? now : (mark?.lastSentAt ?? null), through: newest },
    },
    lines.length === 0
      ? null
      : (links) =>
          noticeMailEmail({
            username: recipient.member.username,
            kindLabel: NOTICE_KIND_LABELS[kind],
            lines,
            links,
          }),
  );
  return queued ? "mailed" : lines.length === 0 ? "passed" : "held";
}

/** The kind's unread notices the list has not dealt with, newest first. */
async function unmailedNotices(
  ctx: AppContext,
  userId: string,
  kind: NoticeKind,
  mark: Mark | undefined,
  now: Date,
): Promise<Array<{ id: string; createdAt: Date }>> {
  const { after, before } = windowOf(now);
  const since =
    mark?.throughAt && mark.throughId
      ? sql`(${a.createdAt}, ${a.id}) > (${mark.throughAt.toISOString()}::timestamptz, ${mark.throughId}::uuid)`
      : undefined;
  return ctx.db
    .select({ id: a.id, createdAt: a.createdAt })
    .from(a)
    .innerJoin(r, eq(r.id, a.userId))
    .where(
      and(
        eq(a.userId, userId),
        inArray(a.type, [...NOTICE_KIND_TYPES[kind]]),
        sql`${a.createdAt} > ${after}::timestamptz and ${a.createdAt} < ${before}::timestamptz`,
        unreadSql(a, r),
        since,
      ),
    )
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(NOTICES_PER_MAIL);
}

/**
 * Each notice as the recipient's Activity shows it now, through the same query and words: a
 * notice Activity would not show (muted, blocked, about a quip hidden from them, gone) is left
 * out, and so is one never sent beyond Activity (their own like, a mention in a quip).
 */
async function noticeLines(
  ctx: AppContext,
  recipient: MailRecipient,
  notices: Array<{ id: string }>,
): Promise<NoticeLine[]> {
  const lines: NoticeLine[] = [];
  for (const notice of notices) {
    const item = await findActivityItem(ctx, recipient.member, notice.id);
    if (!item || !isPushable(item)) continue;
    const { fineLine } = viewActivity(item);
    lines.push({
      sentence: describeActivity(item),
      quote:
        item.quip && !item.quip.containsMutedWord
          ? excerpt(item.quip.content, LIMITS.activityExcerpt)
          : null,
      fineLine: fineLine ?? null,
      link: `${ctx.config.publicUrl}${noticePath(item)}`,
    });
  }
  return lines;
}
