import { and, desc, lte, sql } from "drizzle-orm";
import type { ReadScope } from "#server/context.ts";
import { builtOnce, preparedName, UNNAMED } from "#server/db/built-once.ts";
import { quips, topicOfTheDay, users } from "#server/db/schema/index.ts";
import {
  REVEAL_CUTOFF,
  revealCutoffValue,
  type SqlViewer,
  type Viewer,
} from "#server/services/anonymity.ts";
import {
  presentQuip,
  selectQuips,
  VIEWER_ID,
  viewerShape,
} from "#server/services/quips/quip-rows.ts";
import { quipVisibleSql } from "#server/services/quips/quip-visibility.ts";
import { memberShownSql } from "#server/services/safety/muting.ts";
import { topicQuipCount } from "#server/services/topics/topic-rows.ts";
import { memberColumns } from "#server/services/users/member-columns.ts";
import { LIMITS } from "#shared/limits.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { webSearchText } from "./web-search-text";

/**
 * How many of the most liked matches are ranked by closeness of match: one page. They are
 * found by walking quips most liked first and testing each one's stored words, so a common
 * word costs this many over its share of quips (about 500 rows for a word in one quip of 25);
 * for a rarer word the planner reads its matches from the full-text index instead.
 */
const CANDIDATES = LIMITS.searchResults;

const TEXT = sql.placeholder("text");
const PREFIX = sql.placeholder("prefix");
const CONTAINING = sql.placeholder("containing");
const ROOM = sql.placeholder("room");
const IDS = sql.placeholder("ids");

/**
 * Quips whose words match, by Postgres full-text search: the most liked matches, best match
 * first, then most liked (an entry of an open competition as if it had none, decision 0162).
 * Only the text is searched (the setup and the punchline, which anyone may read with a tap:
 * decision 0163), so an author's name never finds their quips, and nothing is kept between
 * searches. The matches are found by a statement planned
 * for each text, and read by one planned once per connection (decision 0103): planning the
 * read of the quips, their authors and the viewer's marks cost more than the search.
 */
export async function searchQuips(ctx: ReadScope, viewer: Viewer, q: string): Promise<Quip[]> {
  const text = webSearchText(q);
  if (!text) return [];
  const { matching, reading } = quipSearches(ctx, viewerShape(viewer));
  const now = ctx.now();
  const matches = await matching.execute({
    text,
    viewerId: viewer?.id,
    revealCutoff: revealCutoffValue(now),
  });
  const ids = matches.map((match) => match.id);
  if (ids.length === 0) return [];
  const rows = new Map(
    (await reading.execute({ viewerId: viewer?.id, ids })).map((row) => [row.quip.id, row]),
  );
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [presentQuip(row, viewer, now)] : [];
  });
}

/** The two statements of quip search for one kind of viewer, built once per database. */
function quipSearches(ctx: ReadScope, shape: SqlViewer) {
  return builtOnce(ctx.db, `search quips ${JSON.stringify(shape)}`, () => {
    const query = sql`websearch_to_tsquery('english', ${TEXT})`;
    const candidates = ctx.db
      .select({
        id: sql<string>`${quips.id}`.as("candidate_id"),
        words: sql`${quips.searchVector}`.as("candidate_words"),
        likes: sql`${quips.rankedLikes}`.as("candidate_likes"),
        createdAt: sql`${quips.createdAt}`.as("candidate_created_at"),
      })
      .from(quips)
      .where(and(sql`${quips.searchVector} @@ ${query}`, quipVisibleSql(shape)))
      .orderBy(desc(quips.rankedLikes), desc(quips.createdAt), desc(quips.id))
      .limit(CANDIDATES)
      .as("candidates");
    const matching = ctx.db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(
        desc(sql`ts_rank(${candidates.words}, ${query})`),
        desc(candidates.likes),
        desc(candidates.createdAt),
        desc(candidates.id),
      )
      .limit(LIMITS.searchResults)
      .prepare(UNNAMED);
    const read = selectQuips(ctx, shape).where(sql`${quips.id} = any(${IDS}::uuid[])`);
    return { matching, reading: read.prepare(preparedName(read)) };
  });
}

/** How many names containing the text are read, at most, to fill a page after the prefixes. */
const CONTAINING_CANDIDATES = 100;

/**
 * Members by username, never by anything they posted: first the names that start with the
 * text, in name order (the name itself first); then, to fill the page, names that contain it;
 * and only when no name contains it, names that resemble it (a typo), closest first. Each step
 * reads a bounded part of one index, and a step runs only when the ones before left room.
 * A member finds nobody they mute or block.
 */
export async function searchUsers(ctx: ReadScope, viewer: Viewer, q: string) {
  const text = q.trim().toLowerCase();
  if (!text) return [];
  const prefix = `${escapeLike(text)}%`;
  const { starting, containing, resembling } = memberSearches(ctx, viewer !== null);
  const asked = { viewerId: viewer?.id, revealCutoff: revealCutoffValue(ctx.now()) };
  const first = await starting.execute({ ...asked, prefix });
  const room = LIMITS.searchResults - first.length;
  if (room === 0) return first;
  const more = await containing.execute({ ...asked, prefix, containing: `%${prefix}`, room });
  if (first.length > 0 || more.length > 0) return [...first, ...more];
  return resembling.execute({ ...asked, text });
}

/** The three steps of member search, built once per database, for a member or a visitor. */
function memberSearches(ctx: ReadScope, byMember: boolean) {
  return builtOnce(ctx.db, `search members ${byMember}`, () => {
    const name = sql`lower(${users.username})`;
    const shown = byMember
      ? sql` and ${memberShownSql(VIEWER_ID, REVEAL_CUTOFF, users.id)}`
      : sql``;
    const members = () => ctx.db.select(memberColumns).from(users);
    const candidates = members()
      .where(sql`${users.username} ilike ${CONTAINING} and ${name} not like ${PREFIX}${shown}`)
      .limit(CONTAINING_CANDIDATES)
      .as("containing");
    return {
      starting: members()
        .where(sql`${name} like ${PREFIX}${shown}`)
        .orderBy(sql`${name} using ~<~`)
        .limit(LIMITS.searchResults)
        .prepare(UNNAMED),
      containing: ctx.db
        .select()
        .from(candidates)
        .orderBy(sql`lower(${candidates.username}) using ~<~`)
        .limit(ROOM)
        .prepare(UNNAMED),
      resembling: members()
        .where(sql`${name} % ${TEXT}${shown}`)
        .orderBy(sql`${name} <-> ${TEXT}`)
        .limit(LIMITS.searchResults)
        .prepare(UNNAMED),
    };
  });
}

/** Topics that have been (or are) the topic of the day, closest match first, with quip counts. */
export async function searchTopics(ctx: ReadScope, q: string) {
  const text = q.trim().toLowerCase();
  if (!text) return [];
  const topic = sql`lower(${topicOfTheDay.topic})`;
  return ctx.db
    .select({
      id: topicOfTheDay.id,
      topic: topicOfTheDay.topic,
      date: topicOfTheDay.date,
      slug: topicOfTheDay.slug,
      topicIdentifier: topicOfTheDay.topicIdentifier,
      scheduledFor: topicOfTheDay.scheduledFor,
      quipCount: topicQuipCount,
    })
    .from(topicOfTheDay)
    .where(
      and(
        lte(topicOfTheDay.scheduledFor, ctx.now()),
        sql`(${topic} like ${`%${escapeLike(text)}%`} or ${topic} % ${text})`,
      ),
    )
    .orderBy(desc(sql`similarity(${topic}, ${text})`), desc(topicOfTheDay.date))
    .limit(LIMITS.searchResults);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
