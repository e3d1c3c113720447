// What a restored copy of Quip's database must show, as the backup round-trip test and the
// pg_dump drill check it: every migration applied, and every count kept on a row equal to the
// rows it counts. A count is its column plus the changes still waiting for it in the deltas
// tables (services/counts): the count folder adds those later, and recountSql reads it so.

/** One row per count that differs from its rows: none in a consistent copy. */
export const COUNT_MISMATCHES_SQL = `
with quip_waiting as (
  select quip_id, sum(likes_count)::int as likes, sum(comments_count)::int as comments
  from quip_count_deltas group by quip_id
), user_waiting as (
  select user_id, sum(followers_count)::int as followers, sum(following_count)::int as following
  from user_count_deltas group by user_id
), kept as (
  select 'likes' as count, q.id, q.likes_count + coalesce(w.likes, 0) as stored,
         (select count(*) from likes l where l.quip_id = q.id)::int as counted
  from quips q left join quip_waiting w on w.quip_id = q.id
  union all
  select 'comments', q.id, q.comments_count + coalesce(w.comments, 0),
         (select count(*) from comments c where c.quip_id = q.id)::int
  from quips q left join quip_waiting w on w.quip_id = q.id
  union all
  select 'followers', u.id, u.followers_count + coalesce(w.followers, 0),
         (select count(*) from follows f where f.following_id = u.id)::int
  from users u left join user_waiting w on w.user_id = u.id
  union all
  select 'following', u.id, u.following_count + coalesce(w.following, 0),
         (select count(*) from follows f where f.follower_id = u.id)::int
  from users u left join user_waiting w on w.user_id = u.id
)
select count, id::text as id, stored, counted from kept where stored <> counted`;

/** How many migrations the database records as applied (Drizzle's own table). */
export const APPLIED_MIGRATIONS_SQL =
  "select count(*)::int as applied from drizzle.__drizzle_migrations";

/** Those a copy must have applied: every entry of the migrations' journal. */
export function expectedMigrations(journal) {
  return JSON.parse(journal).entries.length;
}
