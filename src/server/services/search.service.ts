import { and, desc, eq, lte, sql } from "drizzle-orm";
import { LIMITS } from "../../shared/limits";
import type { Quip } from "../../shared/schemas/quip";
import type { AppContext } from "../context";
import { quips, topicOfTheDay, users } from "../db/schema";
import type { Viewer } from "./anonymity";
import { presentQuip, selectQuips } from "./quips/quip-rows";
import { topicQuipCount } from "./topics/topic-rows";
import { memberColumns } from "./users/member-columns";
import { webSearchText } from "./web-search-text";

/** How many of the most liked matches are ranked by closeness of match. */
const CANDIDATES = 100;

/**
 * Quips whose words match, by Postgres full-text search (GIN index): the most liked matches,
 * best match first, then most liked. Ranking every match of a common word would re-read
 * tens of thousands of quips at a million; a match's likes come with the index scan.
 * Only the content is searched, so an author's name never finds their quips.
 */
export async function searchQuips(ctx: AppContext, viewer: Viewer, q: string): Promise<Quip[]> {
  const text = webSearchText(q);
  if (!text) return [];
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const candidates = ctx.db
    .select({ id: sql<string>`${quips.id}`.as("candidate_id") })
    .from(quips)
    .where(sql`to_tsvector('english', ${quips.content}) @@ ${query}`)
    .orderBy(desc(quips.likesCount), desc(quips.createdAt))
    .limit(CANDIDATES)
    .as("candidates");
  const rows = await selectQuips(ctx, viewer)
    .innerJoin(candidates, eq(candidates.id, quips.id))
    .orderBy(
      desc(sql`ts_rank(to_tsvector('english', ${quips.content}), ${query})`),
      desc(quips.likesCount),
      desc(quips.createdAt),
    )
    .limit(LIMITS.searchResults);
  const now = ctx.now();
  return rows.map((row) => presentQuip(row, viewer, now));
}

/**
 * Members whose username contains the text or resembles it, closest first. The distance is the
 * only ordering key, so the trigram index hands names out nearest-first and the scan stops at 20.
 */
export async function searchUsers(ctx: AppContext, q: string) {
  const text = q.trim().toLowerCase();
  if (!text) return [];
  const name = sql`lower(${users.username})`;
  return ctx.db
    .select({
      ...memberColumns,
    })
    .from(users)
    .where(sql`(${name} like ${`%${escapeLike(text)}%`} or ${name} % ${text})`)
    .orderBy(sql`${name} <-> ${text}`)
    .limit(LIMITS.searchResults);
}

/** Topics that have been (or are) the topic of the day, closest match first, with quip counts. */
export async function searchTopics(ctx: AppContext, q: string) {
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
