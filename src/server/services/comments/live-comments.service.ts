import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import { type Watch, watchKey } from "#server/services/quips/live-quips.service.ts";
import { quipExistsForRowSql } from "#server/services/quips/quip-visibility.ts";
import { commentShownSql, quipShownSql } from "#server/services/safety/muting.ts";
import { LIMITS } from "#shared/limits.ts";
import type { LiveComments } from "#shared/schemas/live.ts";

/**
 * A comment's time is taken when its transaction starts. One still committing while a page was
 * read is missing from the page yet older than the page's `readAt`: a watch looks this much
 * further back. Those of them the page holds, the browser recognises by their ids.
 */
const IN_FLIGHT_MS = 5_000;

/**
 * A watch announces at most this many: the button offering them reads the pages again, which
 * brings in every one, however many the button counted. The server's alone, so it is not among
 * the LIMITS every page downloads.
 */
const ANNOUNCED_SINCE_MAX = 100;

/**
 * Which of the comments just added each watcher may read: for every watch, the ids among
 * `commentIds` on its quip that its reader finds on reloading the quip's page. One statement
 * for every watcher of the batch. Keyed by `watchKey`; a watch with none is left out.
 */
export async function readAddedComments(
  ctx: AppContext,
  watches: readonly Watch[],
  commentIds: readonly string[],
): Promise<Map<string, LiveComments>> {
  const distinct = [...new Map(watches.map((w) => [watchKey(w), w])).values()];
  if (distinct.length === 0 || commentIds.length === 0) return new Map();
  const ids = sql.join(
    commentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return announced(ctx, distinct, sql`c.id in (${ids})`, sql``);
}

/**
 * The comments added to the watched quip since `since` (less IN_FLIGHT_MS) that its reader
 * may read, at most ANNOUNCED_SINCE_MAX of them, oldest first; null when none.
 */
export async function readCommentsSince(
  ctx: AppContext,
  watch: Watch,
  since: Date,
): Promise<LiveComments | null> {
  const from = new Date(since.getTime() - IN_FLIGHT_MS).toISOString();
  const found = await announced(
    ctx,
    [watch],
    sql`c.created_at > ${from}::timestamptz`,
    sql`limit ${ANNOUNCED_SINCE_MAX}`,
  );
  return found.get(watchKey(watch)) ?? null;
}

const QUIP = { id: sql`q.id`, authorId: sql`q.author_id`, createdAt: sql`q.created_at` };

/**
 * The comments `picked` on each watch's quip that its reader may read, as the quip's comment
 * pages choose them (comment-pages.service.ts): the quip exists for the reader and is not
 * muted away, and neither the comment nor any comment above it names a member the reader
 * mutes or blocks (the pages reach a reply through those above it). `commentShownSql` keeps
 * the quip's author's "anonymous (author)" comments for everyone, as the pages do: leaving one
 * out for those who mute its writer would name the writer.
 */
async function announced(
  ctx: AppContext,
  watches: readonly Watch[],
  picked: SQL,
  limit: SQL,
): Promise<Map<string, LiveComments>> {
  const now = ctx.now();
  const watched = sql.join(
    watches.map((w, n) => sql`(${n}::int, ${w.memberId}::uuid, ${w.quipId}::uuid)`),
    sql`, `,
  );
  const reader = sql`w.member_id`;
  const shown = (writer: SQL) => commentShownSql(reader, now, writer, QUIP);
  /** The comment `alias` and those above it, up to a top-level one, are shown. */
  const threadShown = (alias: string, above: number): SQL => {
    const comment = sql.raw(alias);
    const own = shown(sql`${comment}.author_id`);
    if (above === 0) return own;
    const parent = `${alias}_p`;
    return sql`(${own} and (${comment}.parent_comment_id is null or exists (
      select 1 from comments ${sql.raw(parent)} where ${sql.raw(parent)}.id = ${comment}.parent_comment_id
        and ${threadShown(parent, above - 1)})))`;
  };
  const rows = rowsOf<{ n: number; quipId: string; id: string }>(
    await ctx.db.execute(sql`
      with w (n, member_id, quip_id) as (values ${watched})
      select w.n, q.id as "quipId", c.id
      from w
      join quips q on q.id = w.quip_id
      join comments c on c.quip_id = q.id and ${picked}
      left join users v on v.id = w.member_id
      where ${quipExistsForRowSql({ id: reader, isAdmin: sql`coalesce(v.is_admin, false)` }, sql`q.id`)}
        and (${reader} is null or (${quipShownSql(reader, now, QUIP)}
          and ${threadShown("c", LIMITS.replyDepthMax - 1)}))
      order by c.created_at, c.id
      ${limit}`),
  );
  const found = new Map<string, LiveComments>();
  for (const row of rows) {
    const key = watchKey(watches[Number(row.n)] as Watch);
    const entry = found.get(key);
    if (entry) entry.commentIds.push(row.id);
    else found.set(key, { quipId: row.quipId, commentIds: [row.id] });
  }
  return found;
}
