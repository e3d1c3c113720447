import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { moderationLog } from "#server/db/schema/index.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { LIMITS } from "#shared/limits.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import type {
  ModerationAction,
  ModerationLogEntry,
  ModerationLogPage,
  ModerationLogQuery,
  ModerationTarget,
} from "#shared/schemas/moderation.ts";

/** How much of a quip's text names it in the log, once the quip itself may be gone. */
const QUIP_LABEL_CHARS = 80;

export interface ModerationEntry {
  actor: Pick<SessionUser, "id" | "username">;
  action: ModerationAction;
  target: { kind: ModerationTarget; id?: string | null; label: string };
  reason?: string | null;
  detail?: string | null;
}

/**
 * Records one administrator action. Called with the action's own transaction, after its last
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
 * be the anonymous author of a young quip. The log is read by administrators alone.
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

/** Newest first, 20 a page, by action and by administrator when asked. */
export async function listModerationLog(
  ctx: AppContext,
  query: ModerationLogQuery,
): Promise<ModerationLogPage> {
  const filters: SQL[] = [];
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
    admins: await actingAdmins(ctx),
  };
}

/** Everyone with an entry, by the name of their latest; a deleted account has no id to filter by. */
async function actingAdmins(ctx: AppContext): Promise<Array<{ id: string; username: string }>> {
  const rows = await ctx.db
    .selectDistinctOn([moderationLog.adminId], {
      id: moderationLog.adminId,
      username: moderationLog.adminUsername,
    })
    .from(moderationLog)
    .where(isNotNull(moderationLog.adminId))
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
    admin: { id: row.adminId, username: row.adminUsername },
    target: {
      kind: row.targetKind as ModerationTarget,
      id: row.targetId,
      label: row.targetLabel,
    },
    reason: row.reason,
    detail: row.detail,
  };
}
