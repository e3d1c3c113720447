import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import {
  commentFlags,
  comments,
  flags,
  memberFlags,
  quips,
  users,
  wordFlags,
} from "#server/db/schema/index.ts";
import { isAnonymousAt } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { suspensionOf } from "#server/services/auth/sessions.service.ts";
import { isHeldSql, isHiddenSql } from "#server/services/safety/hidden-quips.ts";
import { LIMITS } from "#shared/limits.ts";
import { isSuspendedAt } from "#shared/rules/suspension.ts";
import type {
  ModerationQueue,
  ModerationQueueQuery,
  QueueItem,
  QueueKind,
  QueueReport,
} from "#shared/schemas/moderation.ts";
import { pendingHeldSql, targetHeldPosts } from "./held-posts.service";
import { pendingAppealsSql, targetAppeals } from "./queue-appeals";

interface Target {
  kind: QueueKind;
  targetId: string;
  count: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * Every pending report as (kind, target, time, by a word), less those about the reader's own
 * quips, comments and account: reports name their reporters, whom the reported member never
 * learns, and no one reviews their own work. The author's own quip leaves only their own
 * queue, so it tells nobody else anything. What a `flag` watched word placed joins its target's
 * reports; appeals waiting for a decision and posts a `review` word holds join as their own
 * items (decisions 0158, 0159).
 */
function pendingSql(reader: SessionUser) {
  return sql`
    select 'quip' as kind, f.quip_id as target_id, f.created_at, false as by_word
      from ${flags} f join ${quips} q on q.id = f.quip_id
      where f.status = 'pending' and q.author_id <> ${reader.id}
    union all
    select 'quip', wf.quip_id, wf.created_at, true
      from ${wordFlags} wf join ${quips} q on q.id = wf.quip_id
      where q.author_id <> ${reader.id}
    union all
    select 'comment', cf.comment_id, cf.created_at, false
      from ${commentFlags} cf join ${comments} c on c.id = cf.comment_id
      where cf.status = 'pending' and c.author_id <> ${reader.id}
    union all
    select 'comment', wf.comment_id, wf.created_at, true
      from ${wordFlags} wf join ${comments} c on c.id = wf.comment_id
      where c.author_id <> ${reader.id}
    union all
    select 'member', mf.member_id, mf.created_at, false
      from ${memberFlags} mf
      where mf.status = 'pending' and mf.member_id <> ${reader.id}
    union all
    select 'member', wf.member_id, wf.created_at, true
      from ${wordFlags} wf
      where wf.member_id is not null and wf.member_id <> ${reader.id}
    union all
    ${pendingAppealsSql(reader)}
    union all
    ${pendingHeldSql(reader)}`;
}

/**
 * The one review queue (decision 0152): reported quips, comments and members, one item per
 * target with its pending reports together, and appeals of warnings (decision 0158), the
 * longest waiting first (by its first pending report, or the appeal), a page at a time. The same for moderators and administrators: an anonymous quip
 * names no author here, and its author's comments on it read "anonymous (author)", exactly
 * as members read them; an administrator asks for an author by a call the log records.
 */
export async function listModerationQueue(
  ctx: AppContext,
  reader: SessionUser,
  query: ModerationQueueQuery,
): Promise<ModerationQueue> {
  const size = LIMITS.moderationQueuePageSize;
  const kindFilter = query.kind ? sql`where kind = ${query.kind}` : sql``;
  const pending = pendingSql(reader);
  const counted = rowsOf<{ kind: QueueKind; n: number }>(
    await ctx.db.execute(sql`
      select kind, count(distinct target_id)::int as n from (${pending}) p group by kind`),
  );
  const page = rowsOf<{
    kind: QueueKind;
    target_id: string;
    n: number;
    first_at: string | Date;
    last_at: string | Date;
  }>(
    await ctx.db.execute(sql`
      select kind, target_id, (count(*) filter (where not by_word))::int as n,
        min(created_at) as first_at,
        max(created_at) as last_at
      from (${pending}) p ${kindFilter}
      group by kind, target_id
      order by first_at, kind, target_id
      limit ${size} offset ${(query.page - 1) * size}`),
  );
  const targets: Target[] = page.map((row) => ({
    kind: row.kind,
    targetId: row.target_id,
    count: row.n,
    firstAt: new Date(row.first_at),
    lastAt: new Date(row.last_at),
  }));
  const counts = { quip: 0, comment: 0, member: 0, appeal: 0, held: 0 };
  for (const row of counted) counts[row.kind] = row.n;
  const totalCount = query.kind
    ? counts[query.kind]
    : counts.quip + counts.comment + counts.member + counts.appeal + counts.held;
  return {
    items: await presentItems(ctx, targets),
    page: query.page,
    totalPages: Math.max(1, Math.ceil(totalCount / size)),
    totalCount,
    counts,
  };
}

const reporters = alias(users, "reporter");
const authors = alias(users, "author");

const idsOf = (targets: Target[], kind: QueueKind) =>
  targets.filter((t) => t.kind === kind).map((t) => t.targetId);

async function presentItems(ctx: AppContext, targets: Target[]): Promise<QueueItem[]> {
  const now = ctx.now();
  const [quipRows, commentRows, memberRows, appeals, held, reports, words] = await Promise.all([
    targetQuips(ctx, idsOf(targets, "quip")),
    targetComments(ctx, idsOf(targets, "comment")),
    targetMembers(ctx, idsOf(targets, "member")),
    targetAppeals(ctx, idsOf(targets, "appeal")),
    targetHeldPosts(ctx, idsOf(targets, "held")),
    pendingReports(ctx, targets),
    pendingWordFlags(ctx, targets),
  ]);
  const items: QueueItem[] = [];
  for (const target of targets) {
    if (target.kind === "appeal" || target.kind === "held") {
      const item = (target.kind === "appeal" ? appeals : held).get(target.targetId);
      if (item) items.push(item);
      continue;
    }
    const key = `${target.kind}:${target.targetId}`;
    const theirs = reports.get(key) ?? [];
    const together = {
      reportCount: target.count,
      firstAt: target.firstAt.toISOString(),
      lastAt: target.lastAt.toISOString(),
      categories: categoriesOf(theirs),
      reports: theirs,
      watchedWords: words.get(key) ?? [],
    };
    if (target.kind === "quip") {
      const quip = quipRows.get(target.targetId);
      if (!quip) continue;
      const isAnonymous = isAnonymousAt(quip.createdAt, now);
      items.push({
        kind: "quip",
        quip: {
          id: quip.id,
          content: quip.content,
          punchline: quip.punchline,
          createdAt: quip.createdAt.toISOString(),
          isAnonymous,
          isHidden: Boolean(quip.isHidden),
          isHeld: Boolean(quip.isHeld),
          author: isAnonymous ? null : quip.author,
        },
        ...together,
      });
    } else if (target.kind === "comment") {
      const comment = commentRows.get(target.targetId);
      if (!comment) continue;
      const isQuipAuthor = comment.author.id === comment.quip.authorId;
      const isQuipAnonymous = isAnonymousAt(comment.quip.createdAt, now);
      items.push({
        kind: "comment",
        comment: {
          id: comment.id,
          content: comment.content,
          createdAt: comment.createdAt.toISOString(),
          quipId: comment.quipId,
          isHidden: comment.hiddenAt !== null,
          isQuipAuthor,
          isQuipAnonymous,
          author: isQuipAuthor && isQuipAnonymous ? null : comment.author,
        },
        ...together,
      });
    } else {
      const member = memberRows.get(target.targetId);
      if (!member) continue;
      const suspension = suspensionOf(member);
      items.push({
        kind: "member",
        member: {
          id: member.id,
          username: member.username,
          profileImageUrl: member.profileImageUrl,
          joinedAt: member.createdAt.toISOString(),
          suspension: isSuspendedAt(suspension, now.getTime()) ? suspension : null,
        },
        ...together,
      });
    }
  }
  return items;
}

/** The `flag` words each target of the page was placed in the queue for, by `kind:id`. */
async function pendingWordFlags(
  ctx: AppContext,
  targets: Target[],
): Promise<Map<string, string[]>> {
  const ids = targets
    .filter((t) => t.kind !== "appeal" && t.kind !== "held")
    .map((t) => t.targetId);
  const byTarget = new Map<string, string[]>();
  if (ids.length === 0) return byTarget;
  const rows = await ctx.db
    .select()
    .from(wordFlags)
    .where(
      or(
        inArray(wordFlags.quipId, ids),
        inArray(wordFlags.commentId, ids),
        inArray(wordFlags.memberId, ids),
      ),
    )
    .orderBy(asc(wordFlags.createdAt));
  for (const row of rows) {
    const key = row.quipId
      ? `quip:${row.quipId}`
      : row.commentId
        ? `comment:${row.commentId}`
        : `member:${row.memberId}`;
    const words = byTarget.get(key) ?? [];
    if (!words.includes(row.word)) byTarget.set(key, [...words, row.word]);
  }
  return byTarget;
}

/** The categories of a target's reports with their counts, the most reported first. */
function categoriesOf(reports: QueueReport[]) {
  const categories: Array<{ key: string; label: string; count: number }> = [];
  for (const report of reports) {
    const category = categories.find((c) => c.key === report.category);
    if (category) category.count += 1;
    else categories.push({ key: report.category, label: report.categoryLabel, count: 1 });
  }
  return categories.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

async function targetQuips(ctx: AppContext, ids: string[]) {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: quips.id,
      content: quips.content,
      punchline: quips.punchline,
      createdAt: quips.createdAt,
      author: { id: authors.id, username: authors.username },
      isHidden: isHiddenSql(quips.id),
      isHeld: isHeldSql(quips.id),
    })
    .from(quips)
    .innerJoin(authors, eq(authors.id, quips.authorId))
    .where(inArray(quips.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function targetComments(ctx: AppContext, ids: string[]) {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      quipId: comments.quipId,
      hiddenAt: comments.hiddenAt,
      author: { id: authors.id, username: authors.username },
      quip: { authorId: quips.authorId, createdAt: quips.createdAt },
    })
    .from(comments)
    .innerJoin(quips, eq(quips.id, comments.quipId))
    .innerJoin(authors, eq(authors.id, comments.authorId))
    .where(inArray(comments.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function targetMembers(ctx: AppContext, ids: string[]) {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      profileImageUrl: users.profileImageUrl,
      createdAt: users.createdAt,
      suspensionReason: users.suspensionReason,
      suspendedUntil: users.suspendedUntil,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The pending reports of the page's targets, each target's oldest first, by `kind:id`. */
async function pendingReports(
  ctx: AppContext,
  targets: Target[],
): Promise<Map<string, QueueReport[]>> {
  const byTarget = new Map<string, QueueReport[]>();
  const add = (kind: QueueKind, targetId: string, report: QueueReport) => {
    const key = `${kind}:${targetId}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), report]);
  };
  const reporter = { id: reporters.id, username: reporters.username };
  const quipIds = idsOf(targets, "quip");
  const commentIds = idsOf(targets, "comment");
  const memberIds = idsOf(targets, "member");
  const [ofQuips, ofComments, ofMembers] = await Promise.all([
    quipIds.length === 0
      ? []
      : ctx.db
          .select({ flag: flags, reporter })
          .from(flags)
          .innerJoin(reporters, eq(reporters.id, flags.reporterId))
          .where(and(inArray(flags.quipId, quipIds), eq(flags.status, "pending")))
          .orderBy(asc(flags.createdAt), asc(flags.id)),
    commentIds.length === 0
      ? []
      : ctx.db
          .select({ flag: commentFlags, reporter })
          .from(commentFlags)
          .innerJoin(reporters, eq(reporters.id, commentFlags.reporterId))
          .where(
            and(inArray(commentFlags.commentId, commentIds), eq(commentFlags.status, "pending")),
          )
          .orderBy(asc(commentFlags.createdAt), asc(commentFlags.id)),
    memberIds.length === 0
      ? []
      : ctx.db
          .select({ flag: memberFlags, reporter })
          .from(memberFlags)
          .innerJoin(reporters, eq(reporters.id, memberFlags.reporterId))
          .where(and(inArray(memberFlags.memberId, memberIds), eq(memberFlags.status, "pending")))
          .orderBy(asc(memberFlags.createdAt), asc(memberFlags.id)),
  ]);
  const common = (
    flag: {
      id: string;
      category: string;
      categoryLabel: string;
      reason: string | null;
      createdAt: Date;
    },
    who: { id: string; username: string },
  ) => ({
    id: flag.id,
    category: flag.category,
    categoryLabel: flag.categoryLabel,
    reason: flag.reason,
    createdAt: flag.createdAt.toISOString(),
    reporter: who,
  });
  for (const { flag, reporter: who } of ofQuips) {
    add("quip", flag.quipId, { ...common(flag, who), linkedQuipId: flag.linkedQuipId });
  }
  for (const { flag, reporter: who } of ofComments) {
    add("comment", flag.commentId, { ...common(flag, who), linkedQuipId: null });
  }
  for (const { flag, reporter: who } of ofMembers) {
    add("member", flag.memberId, { ...common(flag, who), linkedQuipId: null });
  }
  return byTarget;
}
