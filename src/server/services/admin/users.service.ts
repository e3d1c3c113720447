import { asc, desc, eq, or, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { admins, quips, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { suspensionOf } from "#server/services/auth/sessions.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { isSuspendedAt } from "#shared/rules/suspension.ts";
import type {
  AdminAccount,
  AdminSearchResult,
  AdminUser,
  AdminUsersPage,
  AdminUsersQuery,
} from "#shared/schemas/admin.ts";
import { setAdmin } from "./admins.service";

/** The columns of a user row in the admin lists; admins see every quip in the count. */
const adminUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  isAdmin: users.isAdmin,
  isBot: users.isBot,
  createdAt: users.createdAt,
  suspensionReason: users.suspensionReason,
  suspendedUntil: users.suspendedUntil,
  // Spelled out: drizzle leaves columns unqualified in a one-table select, and a bare "id"
  // inside the subquery would mean the quip's.
  quipsCount: sql<number>`(select count(*)::int from ${quips} q where q.author_id = ${users}.id)`,
};

type AdminUserRow = Omit<AdminUser, "createdAt" | "suspension"> & {
  createdAt: Date;
  suspensionReason: string | null;
  suspendedUntil: Date | null;
};

/** A row of the lists; a suspension that has ended by itself is not shown. */
function present({ suspensionReason, suspendedUntil, ...row }: AdminUserRow, now: Date): AdminUser {
  const suspension = suspensionOf({ suspensionReason, suspendedUntil });
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    suspension: isSuspendedAt(suspension, now.getTime()) ? suspension : null,
  };
}

/** Every account, newest first, 20 a page. */
export async function listAllUsers(
  ctx: AppContext,
  query: AdminUsersQuery,
): Promise<AdminUsersPage> {
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  const totalCount = total?.n ?? 0;
  const rows = await ctx.db
    .select(adminUserColumns)
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    users: rows.map((row) => present(row, ctx.now())),
    totalPages: Math.max(1, Math.ceil(totalCount / query.limit)),
    totalCount,
  };
}

/** Username or email containing the text, ignoring case; whole-word-ish matches first. */
export async function searchUsers(ctx: AppContext, text: string): Promise<AdminSearchResult> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db
    .select(adminUserColumns)
    .from(users)
    .where(
      or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`),
    )
    .orderBy(
      sql`case when lower(${users.username}) = ${text.toLowerCase()} then 0 else 1 end`,
      asc(sql`lower(${users.username})`),
    )
    .limit(LIMITS.adminSearchResults);
  return { users: rows.map((row) => present(row, ctx.now())) };
}

/** The current administrators, earliest granted first. */
export async function listAdmins(ctx: AppContext): Promise<AdminAccount[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      grantedAt: admins.createdAt,
    })
    .from(admins)
    .innerJoin(users, eq(users.id, admins.userId))
    .orderBy(asc(admins.createdAt), asc(users.username));
  return rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() }));
}

/**
 * Grants or revokes admin rights. Never on oneself: an admin locking themself out,
 * or promoting their own second account, is refused. QuipBot can never be an administrator.
 */
export async function changeAdminAccess(
  ctx: AppContext,
  actor: SessionUser,
  targetId: string,
  isAdmin: boolean,
): Promise<void> {
  if (targetId === actor.id) {
    throw new AppError(
      "BAD_REQUEST",
      isAdmin ? ADMIN_MSG.cannotGrantSelf : ADMIN_MSG.cannotRevokeSelf,
    );
  }
  await setAdmin(ctx, targetId, isAdmin, actor);
}
