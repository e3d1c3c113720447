import type pg from "pg";
import { commonWords } from "./fixtures";
import { type Credentials, type MemberSession, membersAfter } from "./sessions";

/** Issue 17's measure: a member muting this many members and this many words. */
export const MUTED_MEMBERS = 200;
export const MUTED_WORDS = 50;
/** Members of each kind, past the other scenarios' members, so their sessions stay as they were. */
const MEMBERS_EACH = 8;
const CONTENT_SAMPLE = 2000;

/**
 * Members who each mute MUTED_MEMBERS members and MUTED_WORDS words, beside as many who mute
 * nothing, reading the same feeds: the muting feeds must stay within 1.2× of the plain ones.
 */
export interface MutingFixture {
  muting: MemberSession[];
  plain: MemberSession[];
}

/**
 * The members after the `members` the other scenarios sign in, with their prefix: twice
 * MEMBERS_EACH.
 */
export function mutingCredentials(members: Credentials): Credentials {
  return membersAfter(members, 2 * MEMBERS_EACH);
}

/**
 * Gives the first half of the sessions their mutes and words, and the second half none. The
 * members muted are the authors of the most liked quips, of all time and of the last week, so
 * the feeds' first pages are where the mutes bite; the words are the commonest in the quips,
 * so most quips read are matched. Whatever these members muted before is replaced.
 */
export async function prepareMutingMembers(
  client: pg.ClientBase,
  sessions: MemberSession[],
): Promise<MutingFixture> {
  const muting = sessions.slice(0, MEMBERS_EACH);
  const plain = sessions.slice(MEMBERS_EACH, 2 * MEMBERS_EACH);
  const ids = sessions.map((s) => s.userId);
  const mutedIds = await mostSeenAuthors(client, new Set(ids));
  const contents = await client.query<{ content: string }>(
    "select content from quips order by md5(id::text) limit $1",
    [CONTENT_SAMPLE],
  );
  const words = commonWords(
    contents.rows.map((r) => r.content),
    MUTED_WORDS,
  );
  await client.query("delete from mutes where muter_id = any($1::uuid[])", [ids]);
  await client.query("delete from muted_words where user_id = any($1::uuid[])", [ids]);
  for (const member of muting) {
    await client.query(
      `insert into mutes (muter_id, muted_id)
       select $1::uuid, unnest($2::uuid[])`,
      [member.userId, mutedIds],
    );
    await client.query("insert into muted_words (user_id, words) values ($1, $2)", [
      member.userId,
      words,
    ]);
  }
  // As the seeding does for every table: a member's mutes on a real site are days old and
  // autovacuum has marked their pages all-visible, so reading them touches the index alone.
  // Rows inserted a moment ago would cost each muting feed a heap visit per mute.
  await client.query("vacuum analyze mutes, muted_words");
  return { muting, plain };
}

/** The authors of the most liked quips of all time and the hottest of the week, in turns. */
async function mostSeenAuthors(client: pg.ClientBase, excluded: Set<string>): Promise<string[]> {
  const byLikes = await client.query<{ author_id: string }>(
    "select author_id from quips order by likes_count desc, created_at desc, id desc limit $1",
    [MUTED_MEMBERS * 20],
  );
  const byHeat = await client.query<{ author_id: string }>(
    "select author_id from feed_ranks order by hot_score desc, created_at desc, quip_id desc limit $1",
    [MUTED_MEMBERS * 20],
  );
  const chosen = new Set<string>();
  const lists = [byLikes.rows, byHeat.rows];
  for (let i = 0; chosen.size < MUTED_MEMBERS && i < MUTED_MEMBERS * 20; i++) {
    for (const rows of lists) {
      const id = rows[i]?.author_id;
      if (id && !excluded.has(id) && chosen.size < MUTED_MEMBERS) chosen.add(id);
    }
  }
  return [...chosen];
}
