import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import * as schema from "#server/db/schema/index.ts";
import { CURSOR_TIME_FORMAT, encodeCursor } from "#server/services/comments/comment-cursor.ts";
import { LIMITS } from "#shared/limits.ts";
import { type GuessFixture, pickGuesses } from "./guess-fixture";
import { type OpenTopic, readOpenTopics } from "./open-topics";
import { PAIRS, pairInTurn } from "./pairs";
import type { MemberSession } from "./sessions";

/** A member acting on someone else's quip: a like or a comment that notifies its author. */
export interface MemberQuipPair {
  member: MemberSession;
  quipId: string;
  authorId: string;
}

/**
 * What the read and write scenarios point at, chosen from the dataset itself. "Random" picks
 * order by a hash of the id, so every run on one dataset sends the same requests.
 */
export interface Fixtures {
  popularQuipIds: string[];
  busiestThread: BusiestThread;
  busyAuthorIds: string[];
  searchWords: string[];
  userSearchTerms: string[];
  likePairs: MemberQuipPair[];
  commentPairs: MemberQuipPair[];
  /** The topics open now that the dataset has, competing since the seed opened them. */
  openTopics: OpenTopic[];
  guesses: GuessFixture;
}

const POPULAR_QUIPS = 16;
const BUSY_AUTHORS = 4;
const SEARCH_WORDS = 5;
const USER_SEARCH_TERMS = 4;
const CONTENT_SAMPLE = 2000;
const STOPWORDS = new Set(
  "about after again also because been before being could does doing from have into just like more most much only other over same should some such than that their them then there these they this those through very were what when where which while will with would your yours".split(
    " ",
  ),
);

export async function pickFixtures(client: pg.Client, members: MemberSession[]): Promise<Fixtures> {
  const db = drizzle(client, { schema });
  const now = new Date();
  const popular = await client.query<{ id: string }>(
    `select id from quips where comments_count > 0
     order by likes_count desc, created_at desc, id desc limit $1`,
    [POPULAR_QUIPS],
  );
  const authors = await client.query<{ author_id: string }>(
    `select author_id from quips group by author_id order by count(*) desc, author_id limit $1`,
    [BUSY_AUTHORS],
  );
  const contents = await client.query<{ content: string }>(
    "select content from quips order by md5(id::text) limit $1",
    [CONTENT_SAMPLE],
  );
  const usernames = await client.query<{ username: string }>(
    "select username from users where not is_bot order by md5(id::text) limit $1",
    [USER_SEARCH_TERMS],
  );
  const memberIds = new Set(members.map((m) => m.userId));
  const likePairs = await pairMembersWithQuips(client, members, memberIds, []);
  const commentPairs = await pairMembersWithQuips(
    client,
    members,
    memberIds,
    likePairs.map((p) => p.quipId),
  );
  if (popular.rows.length === 0) throw new Error("the dataset has no quip with comments");
  return {
    popularQuipIds: popular.rows.map((r) => r.id),
    busiestThread: await findBusiestThread(client),
    busyAuthorIds: authors.rows.map((r) => r.author_id),
    searchWords: commonWords(
      contents.rows.map((r) => r.content),
      SEARCH_WORDS,
    ),
    // A little shorter than a real name: the prefix search a person types while looking.
    userSearchTerms: usernames.rows.map((r) =>
      r.username.slice(0, Math.max(3, r.username.length - 1)).toLowerCase(),
    ),
    likePairs,
    commentPairs,
    openTopics: (await readOpenTopics(db, now)).topics,
    guesses: await pickGuesses(db, members, now),
  };
}

/**
 * Random quips, each given to the next member in turn, skipping a member's own quips and
 * quips they already like, so that a pair's first toggle is a like.
 */
async function pairMembersWithQuips(
  client: pg.ClientBase,
  members: MemberSession[],
  memberIds: Set<string>,
  excludedQuipIds: string[],
): Promise<MemberQuipPair[]> {
  const quips = await client.query<{ id: string; author_id: string }>(
    `select id, author_id from quips where not (id = any($2::uuid[]))
     order by md5(id::text || 'pairs') limit $1`,
    [PAIRS * 2, excludedQuipIds],
  );
  const liked = await client.query<{ quip_id: string; user_id: string }>(
    "select quip_id, user_id from likes where quip_id = any($1::uuid[]) and user_id = any($2::uuid[])",
    [quips.rows.map((q) => q.id), [...memberIds]],
  );
  const likedKeys = new Set(liked.rows.map((l) => `${l.quip_id}:${l.user_id}`));
  const pairs = pairInTurn(members, quips.rows, (key) => likedKeys.has(key));
  if (pairs.length < members.length) throw new Error("too few quips to pair with the members");
  return pairs;
}

export function commonWords(texts: string[], count: number): string[] {
  const frequency = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? [])) {
      if (!STOPWORDS.has(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  return [...frequency.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([word]) => word);
}

/**
 * The quip with the most comments, and the cursors a reader's scrolling and "Show more replies"
 * would send for it: its second page, and the rest of its longest thread after the replies
 * the page shows.
 */
export interface BusiestThread {
  quipId: string;
  secondPageCursor: string | null;
  threadId: string | null;
  moreRepliesCursor: string | null;
}

async function findBusiestThread(client: pg.ClientBase): Promise<BusiestThread> {
  const at = `to_char(created_at at time zone 'UTC', '${CURSOR_TIME_FORMAT}')`;
  const quip = await client.query<{ id: string }>(
    "select id from quips order by comments_count desc, id limit 1",
  );
  const quipId = quip.rows[0]?.id as string;
  const lastOfFirstPage = await client.query<{ at: string; id: string }>(
    `select ${at} as at, id from comments where quip_id = $1 and parent_comment_id is null
     order by created_at desc, id desc offset $2 limit 1`,
    [quipId, LIMITS.commentsPageSize - 1],
  );
  const thread = await client.query<{ id: string }>(
    `select parent_comment_id as id from comments
     where quip_id = $1 and parent_comment_id is not null
     group by parent_comment_id order by count(*) desc, parent_comment_id limit 1`,
    [quipId],
  );
  const threadId = thread.rows[0]?.id ?? null;
  const lastShownReply = threadId
    ? await client.query<{ at: string; id: string }>(
        `select ${at} as at, id from comments where parent_comment_id = $1
         order by created_at, id offset $2 limit 1`,
        [threadId, LIMITS.repliesShown - 1],
      )
    : null;
  const cursorOf = (row: { at: string; id: string } | undefined) =>
    row ? encodeCursor(row) : null;
  return {
    quipId,
    secondPageCursor: cursorOf(lastOfFirstPage.rows[0]),
    threadId,
    moreRepliesCursor: cursorOf(lastShownReply?.rows[0]),
  };
}
