import { type SQL, sql } from "drizzle-orm";
import type { LiveCounts, LiveQuip } from "../../../shared/schemas/live";
import type { AppContext } from "../../context";
import { rowsOf } from "../../db/database";

function idList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/**
 * What the live stream says of newly posted quips: their id, topic and time, what the New
 * feed shows everyone. Never the author. A quip deleted meanwhile is left out.
 */
export async function readPostedQuips(
  ctx: AppContext,
  ids: readonly string[],
): Promise<LiveQuip[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: string; topicIdentifier: string | null; createdAt: string | Date }>(
    await ctx.db.execute(sql`
      select id, topic_identifier as "topicIdentifier", created_at as "createdAt"
      from quips where id in (${idList(ids)})
      order by created_at, id`),
  );
  return rows.map((row) => ({
    id: row.id,
    topicIdentifier: row.topicIdentifier,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/**
 * The like and comment counts of several quips in one query, exactly as a like or a comment
 * answers them: each row's count plus the changes still waiting for it in quip_count_deltas,
 * which the count folder adds within moments.
 */
export async function readQuipCounts(
  ctx: AppContext,
  ids: readonly string[],
): Promise<LiveCounts[]> {
  if (ids.length === 0) return [];
  const list = idList(ids);
  const rows = rowsOf<{ quipId: string; likesCount: number; commentsCount: number }>(
    await ctx.db.execute(sql`
      select q.id as "quipId",
        (q.likes_count + coalesce(d.likes, 0))::int as "likesCount",
        (q.comments_count + coalesce(d.comments, 0))::int as "commentsCount"
      from quips q
      left join (
        select quip_id, sum(likes_count) as likes, sum(comments_count) as comments
        from quip_count_deltas where quip_id in (${list}) group by quip_id
      ) d on d.quip_id = q.id
      where q.id in (${list})`),
  );
  return rows.map((row) => ({
    quipId: row.quipId,
    likesCount: Number(row.likesCount),
    commentsCount: Number(row.commentsCount),
  }));
}
