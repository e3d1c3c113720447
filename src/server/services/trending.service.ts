import { and, desc, eq, sql } from "drizzle-orm";
import { LIMITS } from "../../shared/limits";
import type { TrendingWord } from "../../shared/schemas/trending";
import type { AppContext } from "../context";
import { rowsOf } from "../db/database";
import { feedRanks, quips } from "../db/schema";
import { isAnonymousSql } from "./anonymity";
import { AGE_WINDOW } from "./quips/feed-ranks.service";
import { quipExistsForSql } from "./quips/quip-visibility";

/** The most liked quips of the last 48 hours are read: a bounded cost at any volume. */
const QUIPS_READ = 1000;
/** Computed at most once per period and process, on period boundaries of the clock. */
const PERIOD_MS = 60_000;

const cached = new WeakMap<AppContext, { period: number; words: Promise<TrendingWord[]> }>();

/**
 * The words most used in the quips of the last 48 hours. It reads only what every visitor
 * can read (the quips' text, in the Top 48 order), never who wrote them, so it cannot tell
 * anything about an author that the feed does not.
 */
export function listTrending(ctx: AppContext): Promise<TrendingWord[]> {
  const now = ctx.now();
  const period = Math.floor(now.getTime() / PERIOD_MS);
  const hit = cached.get(ctx);
  if (hit?.period === period) return hit.words;
  const words = computeTrending(ctx, new Date(period * PERIOD_MS));
  cached.set(ctx, { period, words });
  words.catch(() => {
    if (cached.get(ctx)?.words === words) cached.delete(ctx);
  });
  return words;
}

/**
 * A word counts once per quip, and only words that search finds: whole words of letters
 * (not mentions, links or parts of "don't"; "sock's" is "sock"), reduced to the stem search compares, with the
 * stop words search ignores left out. A stem shows as its most common spelling.
 */
async function computeTrending(ctx: AppContext, at: Date): Promise<TrendingWord[]> {
  const recent = ctx.db
    .select({ id: quips.id, content: quips.content })
    .from(feedRanks)
    .innerJoin(quips, eq(quips.id, feedRanks.quipId))
    .where(
      and(
        eq(feedRanks.ageWindow, AGE_WINDOW.top48),
        isAnonymousSql(at, feedRanks.createdAt),
        quipExistsForSql(null, feedRanks.quipId),
      ),
    )
    .orderBy(desc(feedRanks.likesCount), desc(feedRanks.createdAt), desc(feedRanks.quipId))
    .limit(QUIPS_READ)
    .as("recent");
  const rows = rowsOf<{ word: string; quips: number }>(
    await ctx.db.execute(sql`
    with tokens as (
      select distinct recent.id,
        regexp_replace(
          regexp_replace(piece, '^[^[:alpha:]@]+|[^[:alpha:]]+$', '', 'g'), '[''’]s$', ''
        ) as word
      from ${recent}, regexp_split_to_table(lower(recent.content), '\\s+') as piece
    ),
    words as (
      select id, word, (ts_lexize('english_stem', word))[1] as stem
      from tokens
      where word ~ '^[[:alpha:]]{3,30}$'
    )
    select mode() within group (order by word) as word, count(distinct id)::int as quips
    from words
    where stem is not null
    group by stem
    having count(distinct id) >= ${LIMITS.trendingMinQuips}
    order by quips desc, word
    limit ${LIMITS.trendingWords}
  `),
  );
  return rows.map((row) => ({ word: row.word, quips: Number(row.quips) }));
}
