import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { countRows, fillEmptyDatabase, timeSteps } from "./fill-empty-database";

/** feed_ranks is filled by the trigger on quips. */
const IMPORTED_TABLES = [
  "users",
  "follows",
  "quips",
  "feed_ranks",
  "likes",
  "comments",
  "bookmarks",
] as const;

export interface ImportOptions {
  /** The schema, in the same database, holding the original product's tables. */
  schema: string;
  onStep?: (step: string, ms: number) => void;
}

export interface ImportSummary {
  members: number;
  quips: number;
  likes: number;
  comments: number;
  follows: number;
  bookmarks: number;
}

/**
 * Fills an empty database with a community kept in the original product's tables (users,
 * quips, likes, bookmarks, comments and follows, as its data model defines them), row for
 * row with the same texts, times and ids (put in Quip's form, see quipId), so that Quip and
 * a build of that stack can be measured on the same data. What Quip keeps on top is derived
 * from those rows: the counters, each comment's depth and the feed ranks. Passwords are not
 * carried over: the original hashes are not Quip's, and an imported member who cannot sign
 * in is the honest result.
 */
export async function importBenchRows(
  ctx: AppContext,
  options: ImportOptions,
): Promise<ImportSummary> {
  const timed = timeSteps(options.onStep);
  const source = (table: string) => sql`${sql.identifier(options.schema)}.${sql.identifier(table)}`;
  const fill = { bulkTables: IMPORTED_TABLES, filledTables: IMPORTED_TABLES, timed };
  await fillEmptyDatabase(ctx, fill, async (db) => {
    await timed("members and follows", () => importMembers(db, source));
    await timed("quips", () => importQuips(db, source));
    await timed("likes", () => importReactions(db, source, "likes"));
    await timed("comments", () => importComments(db, source));
    await timed("bookmarks", () => importReactions(db, source, "bookmarks"));
  });

  return countRows(ctx.db, {
    members: "users where not is_bot",
    quips: "quips",
    likes: "likes",
    comments: "comments",
    follows: "follows",
    bookmarks: "bookmarks",
  });
}

type Source = (table: string) => SQL;

/**
 * Quip issues RFC 9562 UUIDs (version 4) and refuses other ids as invalid input; the
 * original's may have any bits there (its generator derives them from md5). Each id gets the
 * version and variant bits of version 4 and keeps its other 122: ids stay unique (the keys
 * rebuilt afterwards would refuse a collision) and every reference still finds its row.
 */
function quipId(column: string): SQL {
  const bytes = sql.raw(`uuid_send(${column})`);
  return sql`encode(set_byte(set_byte(${bytes}, 6, (get_byte(${bytes}, 6) & 15) | 64),
    8, (get_byte(${bytes}, 8) & 63) | 128), 'hex')::uuid`;
}

/** Members who joined before the welcome tour existed count as having seen it. */
async function importMembers(db: Executor, source: Source): Promise<void> {
  await db.execute(sql`
    insert into users (id, username, email, password, first_name, last_name, profile_image_url,
      bio, website, last_username_change, followers_count, following_count, onboarded_at,
      created_at, updated_at)
    select ${quipId("u.id")}, u.username, lower(u.email), null, u.first_name, u.last_name,
      u.profile_image_url, u.bio, u.website, u.last_username_change,
      coalesce(followers.n, 0), coalesce(following.n, 0), u.created_at, u.created_at, u.updated_at
    from ${source("users")} u
    left join (select following_id, count(*)::int as n from ${source("follows")} group by 1) followers
      on followers.following_id = u.id
    left join (select follower_id, count(*)::int as n from ${source("follows")} group by 1) following
      on following.follower_id = u.id`);
  await db.execute(sql`
    insert into follows (id, follower_id, following_id, created_at)
    select ${quipId("id")}, ${quipId("follower_id")}, ${quipId("following_id")}, created_at
    from ${source("follows")}`);
}

/**
 * A quip's counters are written with it, so the feed-ranks trigger ranks it by its likes.
 * The original marks a topic quip with the topic's text alone; a Quip topic is a day's row
 * with a competition and three places per member, which that text cannot make, so every
 * quip comes in as a plain one.
 */
async function importQuips(db: Executor, source: Source): Promise<void> {
  await db.execute(sql`
    insert into quips (id, content, author_id, is_anonymous, revealed_at, likes_count,
      comments_count, created_at, updated_at)
    select ${quipId("q.id")}, q.content, ${quipId("q.author_id")}, q.is_anonymous, q.revealed_at,
      coalesce(l.n, 0), coalesce(c.n, 0), q.created_at, q.updated_at
    from ${source("quips")} q
    left join (select quip_id, count(*)::int as n from ${source("likes")} group by 1) l
      on l.quip_id = q.id
    left join (select quip_id, count(*)::int as n from ${source("comments")} group by 1) c
      on c.quip_id = q.id`);
}

/** Depth counts the comments above; the foreign keys rebuilt afterwards check every parent. */
async function importComments(db: Executor, source: Source): Promise<void> {
  await db.execute(sql`
    insert into comments (id, content, quip_id, author_id, parent_comment_id, depth, created_at)
    select ${quipId("c.id")}, c.content, ${quipId("c.quip_id")}, ${quipId("c.author_id")},
      ${quipId("c.parent_comment_id")},
      case when c.parent_comment_id is null then 1 when p.parent_comment_id is null then 2 else 3 end,
      c.created_at
    from ${source("comments")} c
    left join ${source("comments")} p on p.id = c.parent_comment_id`);
}

async function importReactions(db: Executor, source: Source, table: "likes" | "bookmarks") {
  await db.execute(sql`
    insert into ${sql.identifier(table)} (id, quip_id, user_id, created_at)
    select ${quipId("id")}, ${quipId("quip_id")}, ${quipId("user_id")}, created_at
    from ${source(table)}`);
}
