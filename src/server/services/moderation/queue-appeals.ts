import { eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { users, warnings } from "#server/db/schema/index.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import type { QueueItem } from "#shared/schemas/moderation.ts";
import { citationOf } from "./warning-rows";

/**
 * The appeals that wait for a decision, as (kind, target, time) rows of the queue's union, less
 * the reader's own: one they made, and one of a warning they gave, which another decides.
 */
export function pendingAppealsSql(reader: SessionUser) {
  return sql`
    select 'appeal', w.id, w.appealed_at, false
      from ${warnings} w
      where w.appealed_at is not null and w.outcome is null and w.member_id <> ${reader.id}
        and w.moderator_id is distinct from ${reader.id}`;
}

/** The appeals of a page, by warning id, with the member who appealed. */
export async function targetAppeals(ctx: AppContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, Extract<QueueItem, { kind: "appeal" }>>();
  const rows = await ctx.db
    .select({
      warning: warnings,
      member: { id: users.id, username: users.username, profileImageUrl: users.profileImageUrl },
    })
    .from(warnings)
    .innerJoin(users, eq(users.id, warnings.memberId))
    .where(inArray(warnings.id, ids));
  return new Map(
    rows.flatMap(({ warning, member }) => {
      if (warning.appealText === null || warning.appealedAt === null) return [];
      const item: Extract<QueueItem, { kind: "appeal" }> = {
        kind: "appeal",
        member,
        warning: {
          id: warning.id,
          reason: warning.reason,
          createdAt: warning.createdAt.toISOString(),
          citation: citationOf(warning),
          moderator: { id: warning.moderatorId, username: warning.moderatorUsername },
        },
        appeal: { text: warning.appealText, appealedAt: warning.appealedAt.toISOString() },
        firstAt: warning.appealedAt.toISOString(),
      };
      return [[warning.id, item] as const];
    }),
  );
}
