import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import {
  mailListMarks,
  notificationPreferences,
  sessions,
  users,
} from "#server/db/schema/index.ts";
import { digestEmail } from "#server/mail/digest-templates.ts";
import { EASTERN_TZ } from "#shared/limits.ts";
import { digestPeriodMs, isDigestDue } from "#shared/rules/digest-due.ts";
import type { Digest } from "#shared/rules/notice-kinds.ts";
import { quietHoursEnd } from "#shared/rules/quiet-hours.ts";
import { recapWeekAt } from "#shared/rules/recap-weeks.ts";
import { digestContents, isEmptyDigest } from "./digest-contents";
import { queueListMail } from "./list-mail";
import type { Mark } from "./marks";
import { mailRecipient } from "./recipient";

const PAGE = 100;

export interface DigestReport {
  mailed: number;
  /** Due, with nothing in them: no mail. */
  empty: number;
  /** Due inside their quiet hours: they go once those end. */
  held: number;
}

type Candidate = {
  userId: string;
  digest: Exclude<Digest, "never">;
  timeZone: string | null;
  quietStart: string | null;
  quietEnd: string | null;
  lastVisit: Date | null;
  /** The digest's mark, read with the member: none before their first. */
  mark: Mark | undefined;
};

/**
 * Sends the digests that are due (decision 0160): to members who chose one, have not visited
 * since their last digest (or since they chose it), at DIGEST_HOUR of their own day, outside
 * their quiet hours. An empty digest is not sent, and counts as that day's.
 */
export async function sendDigests(ctx: AppContext): Promise<DigestReport> {
  const report: DigestReport = { mailed: 0, empty: 0, held: 0 };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await findAwayMembers(ctx, after);
    for (const candidate of page) {
      const outcome = await sendOneDigest(ctx, candidate);
      if (outcome) report[outcome]++;
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return report;
    after = last.userId;
  }
}

/**
 * Members with a digest who have not been seen since their last one, or since they chose it
 * (their settings' last save, itself a visit); by id, a page at a time. Whether one is due
 * today is the member's own clock's to say (`isDigestDue`).
 */
async function findAwayMembers(ctx: AppContext, after: string): Promise<Candidate[]> {
  const p = notificationPreferences;
  const m = mailListMarks;
  const lastVisit = sql<Date | null>`(select max(${sessions.lastSeenAt}) from ${sessions}
    where ${sessions.userId} = ${p.userId})`;
  const rows = await ctx.db
    .select({
      userId: p.userId,
      digest: p.digest,
      timeZone: p.timeZone,
      quietStart: p.quietStart,
      quietEnd: p.quietEnd,
      lastVisit: sql<string | null>`${lastVisit}`,
      mark: m,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .leftJoin(m, and(eq(m.userId, p.userId), eq(m.list, "digest")))
    .where(
      and(
        gt(p.userId, after),
        ne(p.digest, "never"),
        eq(users.emailConfirmed, true),
        eq(users.isBot, false),
        sql`(${lastVisit} is null or ${lastVisit} <= coalesce(${m.lastSentAt}, ${p.updatedAt}))`,
      ),
    )
    .orderBy(asc(p.userId))
    .limit(PAGE);
  return rows.map((row) => ({
    ...row,
    digest: row.digest as Candidate["digest"],
    lastVisit: row.lastVisit ? new Date(row.lastVisit) : null,
    mark: row.mark ?? undefined,
  }));
}

async function sendOneDigest(
  ctx: AppContext,
  candidate: Candidate,
): Promise<keyof DigestReport | null> {
  const now = ctx.now();
  const { userId, digest, mark } = candidate;
  const timeZone = candidate.timeZone ?? EASTERN_TZ;
  if (!isDigestDue(now, digest, timeZone, mark?.lastSentAt ?? null)) return null;
  const quiet =
    candidate.quietStart && candidate.quietEnd
      ? { start: candidate.quietStart, end: candidate.quietEnd }
      : null;
  if (quietHoursEnd(now, quiet, timeZone)) return "held";
  const recipient = await mailRecipient(ctx, userId);
  if (!recipient) return null;
  const since = mark?.lastSentAt ?? new Date(now.getTime() - digestPeriodMs(digest));
  const contents = await digestContents(ctx, recipient.member, since, candidate.lastVisit);
  const empty = isEmptyDigest(contents);
  const queued = await queueListMail(
    ctx,
    { userId, list: "digest", recipient },
    { seen: mark, next: { sentAt: now } },
    empty
      ? null
      : (links) =>
          digestEmail({
            username: recipient.member.username,
            ...contents,
            results: contents.results.map((result) => ({
              ...result,
              link: `${ctx.config.publicUrl}/topics/${encodeURIComponent(result.identifier)}`,
            })),
            quipLink: (quip) => `${ctx.config.publicUrl}/quip/${quip.id}`,
            home: `${ctx.config.publicUrl}/`,
            recap: `${ctx.config.publicUrl}/recap/${recapWeekAt(now).label}`,
            links,
          }),
  );
  if (queued) return "mailed";
  return empty ? "empty" : null;
}
