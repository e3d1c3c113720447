import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import type { LiveCounts, LiveQuip } from "#shared/schemas/live.ts";
import { shownLikes } from "./hidden-likes";
import { quipExistsForRowSql, quipExistsForSql } from "./quip-visibility";

function idList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/**
 * What the live stream says of newly posted quips: their id, topic and time, what the New
 * feed shows everyone. Never the author. A quip deleted meanwhile is left out, and so is one
 * hidden pending review by the time a reconnecting stream is told of it: every stream reads
 * the same quips, so they are those that exist for a visitor.
 */
export async function readPostedQuips(
  ctx: AppContext,
  ids: readonly string[],
): Promise<LiveQuip[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: string; topicIdentifier: string | null; createdAt: string | Date }>(
    await ctx.db.execute(sql`
      select id, topic_identifier as "topicIdentifier", created_at as "createdAt"
      from quips where id in (${idList(ids)}) and ${quipExistsForSql(null)}
      order by created_at, id`),
  );
  return rows.map((row) => ({
    id: row.id,
    topicIdentifier: row.topicIdentifier,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/** A stream watching a quip: who reads it (a member, or null for a visitor), and which quip. */
export interface Watch {
  memberId: string | null;
  quipId: string;
}

/** Watches with the same key read the same answer. */
export function watchKey(watch: Watch): string {
  return `${watch.memberId ?? ""}:${watch.quipId}`;
}

/**
 * The like and comment counts of several watched quips in one query, exactly as a like or a
 * comment answers them: each row's count plus the changes still waiting for it in
 * quip_count_deltas, which the count folder adds within moments. Keyed by `watchKey`, and
 * only for the watches whose quip exists for their reader: a quip hidden pending review says
 * nothing to anyone but its author and administrators (read as they are now, not as they were
 * when the stream opened), exactly as a quip that does not exist says nothing. An entry of an
 * open competition carries no like count (decision 0162).
 */
export async function readQuipCounts(
  ctx: AppContext,
  watches: readonly Watch[],
): Promise<Map<string, LiveCounts>> {
  const distinct = [...new Map(watches.map((w) => [watchKey(w), w])).values()];
  if (distinct.length === 0) return new Map();
  // Each watch by its place in the list: answered by the key it was asked with, whatever
  // case its quip id was written in.
  const watched = sql.join(
    distinct.map((w, n) => sql`(${n}::int, ${w.memberId}::uuid, ${w.quipId}::uuid)`),
    sql`, `,
  );
  const reader = { id: sql`w.member_id`, isAdmin: sql`coalesce(v.is_admin, false)` };
  const rows = rowsOf<{
    n: number;
    quipId: string;
    likesCount: number;
    likesHidden: boolean;
    commentsCount: number;
  }>(
    await ctx.db.execute(sql`
      with w (n, member_id, quip_id) as (values ${watched})
      select w.n, q.id as "quipId",
        (q.likes_count + coalesce(d.likes, 0))::int as "likesCount",
        q.likes_hidden as "likesHidden",
        (q.comments_count + coalesce(d.comments, 0))::int as "commentsCount"
      from w
      join quips q on q.id = w.quip_id
      left join users v on v.id = w.member_id
      left join (
        select quip_id, sum(likes_count) as likes, sum(comments_count) as comments
        from quip_count_deltas where quip_id in (select quip_id from w) group by quip_id
      ) d on d.quip_id = q.id
      where ${quipExistsForRowSql(reader, sql`q.id`)}`),
  );
  return new Map(
    rows.map((row) => [
      watchKey(distinct[Number(row.n)] as Watch),
      {
        quipId: row.quipId,
        ...shownLikes(Number(row.likesCount), row.likesHidden),
        commentsCount: Number(row.commentsCount),
      },
    ]),
  );
}
