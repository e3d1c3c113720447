import { sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import { AppError } from "#server/errors.ts";
import { isAnonymousSql, isRevealedSql } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { quipExistsForSql } from "#server/services/quips/quip-visibility.ts";
import { isObjectPath } from "#server/storage/object-storage.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import type {
  HideAuthorState,
  MutedEntry,
  MuteState,
  MutesPage,
  SafetyListQuery,
} from "#shared/schemas/safety.ts";

/**
 * Mutes a member by name, at once, or ends every mute of them in force. A quip the member hid
 * with its author while that quip is still anonymous is no mute of anyone yet: unmuting by
 * name leaves it, so the answer is the same whoever wrote that quip (decision 0106).
 */
export async function setMute(
  ctx: AppContext,
  member: SessionUser,
  targetId: string,
  want: boolean,
): Promise<MuteState> {
  if (member.id === targetId) throw new AppError("BAD_REQUEST", SAFETY_MSG.cannotMuteSelf);
  const now = ctx.now();
  const change = want
    ? sql`insert into mutes (muter_id, muted_id, created_at)
        select ${member.id}::uuid, id, ${now.toISOString()}::timestamptz from target
        on conflict (muter_id, muted_id) where quip_created_at is null do nothing
        returning 1`
    : sql`delete from mutes
        where muter_id = ${member.id}::uuid and muted_id = ${targetId}::uuid
          and (quip_created_at is null or ${isRevealedSql(now, sql`quip_created_at`)})
        returning 1`;
  const [row] = rowsOf<{ found: boolean }>(
    await ctx.db.execute(sql`
      with target as (select id from users where id = ${targetId}::uuid),
        changed as (${change})
      select exists (select 1 from target) as found`),
  );
  if (!row?.found) throw new AppError("NOT_FOUND", USER_MSG.notFound);
  return { isMuted: want };
}

/**
 * "Hide this quip and its author": the quip disappears for the member at once, and its author
 * is muted from the moment the quip is revealed (services/safety/muting.ts). Nothing else changes
 * before then, and the answer says nothing of who wrote it. One's own quip cannot be hidden;
 * one hidden from the member pending review is missing.
 */
export async function hideAuthor(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
): Promise<HideAuthorState> {
  const [row] = rowsOf<{ found: boolean; own: boolean }>(
    await ctx.db.execute(sql`
      with target as (
          select id, author_id, created_at from quips
          where id = ${quipId}::uuid and ${quipExistsForSql(member)}
        ),
        added as (
          insert into mutes (muter_id, muted_id, quip_id, quip_created_at, created_at)
          select ${member.id}::uuid, author_id, id, created_at, ${ctx.now().toISOString()}::timestamptz
          from target where author_id <> ${member.id}::uuid
          on conflict (muter_id, quip_id) where quip_id is not null do nothing
          returning 1
        )
      select exists (select 1 from target) as found,
        exists (select 1 from target where author_id = ${member.id}::uuid) as own`),
  );
  if (!row?.found) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  if (row.own) throw new AppError("BAD_REQUEST", SAFETY_MSG.cannotHideOwnQuip);
  return { isHidden: true };
}

/**
 * Undoes "hide this quip and its author", before or after the reveal: the quip shows again,
 * and its author is no longer muted because of it (a mute by name stays). A quip hidden from
 * the member pending review is missing, and its mute stays as it is.
 */
export async function unhideAuthor(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
): Promise<HideAuthorState> {
  const [row] = rowsOf<{ found: boolean }>(
    await ctx.db.execute(sql`
      with target as (select id from quips where id = ${quipId}::uuid and ${quipExistsForSql(member)}),
        removed as (
          delete from mutes where muter_id = ${member.id}::uuid
            and quip_id = (select id from target)
          returning 1
        )
      select exists (select 1 from target) as found`),
  );
  if (!row?.found) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  return { isHidden: false };
}

interface MuteListRow {
  member_id: string | null;
  username: string | null;
  profile_image_url: string | null;
  quip_id: string | null;
  content: string | null;
  created_at: Date | string;
}

/**
 * The member's mutes, newest first: each member muted in force once (by name, or as the
 * author of a hidden quip now revealed), and each hidden quip still anonymous as its excerpt.
 * The second kind's row never reads who wrote the quip: the answer cannot name them. A quip
 * hidden from the member pending review leaves the list as a deleted one would.
 */
export async function listMutes(
  ctx: AppContext,
  member: SessionUser,
  page: SafetyListQuery,
): Promise<MutesPage> {
  const now = ctx.now();
  const inForce = sql`(m.quip_created_at is null or ${isRevealedSql(now, sql`m.quip_created_at`)})`;
  const rows = rowsOf<MuteListRow>(
    await ctx.db.execute(sql`
      select e.member_id, u.username, u.profile_image_url, e.quip_id, e.content, e.created_at
      from (
        select m.muted_id as member_id, null::uuid as quip_id, null as content,
          max(m.created_at) as created_at
        from mutes m where m.muter_id = ${member.id}::uuid and ${inForce}
        group by m.muted_id
        union all
        select null::uuid, m.quip_id, q.content, m.created_at
        from mutes m join quips q on q.id = m.quip_id
        where m.muter_id = ${member.id}::uuid and ${isAnonymousSql(now, sql`m.quip_created_at`)}
          and ${quipExistsForSql(member, sql`q.id`)}
      ) e
      left join users u on u.id = e.member_id
      order by e.created_at desc, coalesce(e.member_id, e.quip_id) desc
      limit ${page.limit + 1} offset ${page.offset}`),
  );
  const items = rows.slice(0, page.limit).map(presentMutedEntry);
  const hasMore = rows.length > page.limit;
  return { items, hasMore, nextOffset: hasMore ? page.offset + page.limit : null };
}

/** A row is a member muted in force, or else a hidden quip still anonymous (never both). */
function presentMutedEntry(row: MuteListRow): MutedEntry {
  const createdAt = new Date(row.created_at).toISOString();
  if (row.member_id !== null) {
    return {
      member: {
        id: row.member_id,
        username: row.username ?? "",
        profileImageUrl: photoOf(row.profile_image_url),
      },
      hiddenQuip: null,
      createdAt,
    };
  }
  return {
    member: null,
    hiddenQuip: {
      id: row.quip_id ?? "",
      excerpt: excerpt(row.content ?? "", LIMITS.hiddenQuipExcerpt),
    },
    createdAt,
  };
}

/** As the users table's column reads it: one of our stored pictures, or none. */
export function photoOf(path: string | null): string | null {
  return path !== null && isObjectPath(path) ? path : null;
}
