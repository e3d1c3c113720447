import { and, desc, eq, isNotNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { moderationLog } from "#server/db/schema/index.ts";
import { revealCutoff } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { LIMITS } from "#shared/limits.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import {
  ADMIN_ONLY_ACTIONS,
  type ModerationAction,
  type ModerationLogEntry,
  type ModerationLogPage,
  type ModerationLogQuery,
  type ModerationTarget,
} from "#shared/schemas/moderation.ts";

/** How much of a quip's text names it in the log, once the quip itself may be gone. */
const QUIP_LABEL_CHARS = 80;

export interface ModerationEntry {
  actor: Pick<SessionUser, "id" | "username" | "isAdmin">;
  action: ModerationAction;
  target: { kind: ModerationTarget; id?: string | null; label: string };
  reason?: string | null;
  detail?: string | null;
}

/**
 * Records one moderator or administrator action. Called with the action's own transaction, after its last
 * refusal: the entry commits with the action or not at all, so a refused action leaves none.
 */
export async function recordModeration(
  db: Executor,
  at: Date,
  entry: ModerationEntry,
): Promise<void> {
  await db.insert(moderationLog).values({
    createdAt: at,
    adminId: entry.actor.id,
    adminUsername: entry.actor.username,
    actorRole: entry.actor.isAdmin ? "admin" : "moderator",
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: entry.target.id ?? null,
    targetLabel: entry.target.label,
    reason: entry.reason ?? null,
    detail: entry.detail ?? null,
  });
}

/** A quip as the log names it: its id and the start of its text. */
export function quipTarget(quip: { id: string; content: string }) {
  return { kind: "quip", id: quip.id, label: excerpt(quip.content, QUIP_LABEL_CHARS) } as const;
}

/**
 * A comment as the log names it: its id and the start of its text, never its author, who may
 * be the anonymous author of a young quip. Moderators read the log too.
 */
export function commentTarget(comment: { id: string; content: string }) {
  return {
    kind: "comment",
    id: comment.id,
    label: excerpt(comment.content, QUIP_LABEL_CHARS),
  } as const;
}

export function memberTarget(member: { id: string; username: string }) {
  return { kind: "member", id: member.id, label: member.username } as const;
}

/**
 * What of the log a reader may see. Administrators, all of it. Moderators, every moderator's
 * entry at once, and an administrator's once 48 hours have passed since it was written: an
 * administrator knows who wrote each anonymous quip, so two of their entries side by side (a
 * quip removed, its author suspended, or a view of its author) could link a member to a quip
 * still anonymous. Once 48 hours have passed, every quip that was anonymous then is revealed.
 * The System tab's entries are never theirs: they name members' addresses (decision 0167).
 */
function readableBy(reader: Pick<SessionUser, "isAdmin">, now: Date): SQL | undefined {
  if (reader.isAdmin) return undefined;
  return and(
    notInArray(moderationLog.action, [...ADMIN_ONLY_ACTIONS]),
    or(
      eq(moderationLog.actorRole, "moderator"),
      sql`${moderationLog.createdAt} <= ${revealCutoff(now).toISOString()}::timestamptz`,
    ),
  );
}

/** Newest first, 20 a page, by action and by whom when asked, as far as the reader may see it. */
export async function listModerationLog(
  ctx: AppContext,
  reader: Pick<SessionUser, "isAdmin">,
  query: ModerationLogQuery,
): Promise<ModerationLogPage> {
  const readable = readableBy(reader, ctx.now());
  const filters: SQL[] = readable ? [readable] : [];
  if (query.action) filters.push(eq(moderationLog.action, query.action));
  if (query.adminId) filters.push(eq(moderationLog.adminId, query.adminId));
  const where = and(...filters);
  const size = LIMITS.moderationLogPageSize;
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(moderationLog)
    .where(where);
  const rows = await ctx.db
    .select()
    .from(moderationLog)
    .where(where)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(size)
    .offset((query.page - 1) * size);
  const totalCount = total?.n ?? 0;
  return {
    entries: rows.map(present),
    page: query.page,
    totalPages: Math.max(1, Math.ceil(totalCount / size)),
    totalCount,
    admins: await actors(ctx, readable),
  };
}

/**
 * Everyone with an entry the reader may see, by the name of their latest; a deleted account
 * has no id to filter by.
 */
async function actors(
  ctx: AppContext,
  readable: SQL | undefined,
): Promise<Array<{ id: string; username: string }>> {
  const rows = await ctx.db
    .selectDistinctOn([moderationLog.adminId], {
      id: moderationLog.adminId,
      username: moderationLog.adminUsername,
    })
    .from(moderationLog)
    .where(and(isNotNull(moderationLog.adminId), readable))
    .orderBy(moderationLog.adminId, desc(moderationLog.createdAt));
  return rows
    .flatMap((row) => (row.id ? [{ id: row.id, username: row.username }] : []))
    .sort((a, b) => a.username.localeCompare(b.username));
}

function present(row: typeof moderationLog.$inferSelect): ModerationLogEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action as ModerationAction,
    admin: {
      id: row.adminId,
      username: row.adminUsername,
      role: row.actorRole === "moderator" ? "moderator" : "admin",
    },
    target: {
      kind: row.targetKind as ModerationTarget,
      id: row.targetId,
      label: row.targetLabel,
    },
    reason: row.reason,
    detail: row.detail,
  };
}
