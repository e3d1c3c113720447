import { and, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import { feedRanks, quips, topicOfTheDay } from "#server/db/schema/index.ts";
import { isAnonymousSql } from "#server/services/anonymity.ts";
import { AGE_WINDOW } from "#server/services/feed/feed-ranks.service.ts";
import { quipExistsForSql } from "#server/services/quips/quip-visibility.ts";
import { LIMITS } from "#shared/limits.ts";
import type { TrendingWord } from "#shared/schemas/trending.ts";
import { STOP_WORDS } from "./stop-words";

/** The most liked quips of the last 48 hours are read: a bounded cost at any volume. */
const QUIPS_READ = 1000;
/** Computed at most once per period and process, on period boundaries of the clock. */
const PERIOD_MS = 60_000;

const cached = new WeakMap<AppContext, { period: number; words: Promise<TrendingWord[]> }>();

/**
 * What the quips of the last 48 hours are about. It reads only what every visitor can read
 * (the quips' text, in the Top 48 order, and the names of the topics already activated), never
 * who wrote them, so it cannot tell anything about an author that the feed does not.
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

type TermKind = "topic" | "phrase" | "word";

interface Candidate {
  kind: TermKind;
  term: string;
  /** The search stems the term stands for: a term whose stems a listed one has is left out. */
  stems: string[];
  quips: number;
}

/**
 * A topic or a phrase names what people write about better than any one of its words, so it
 * counts double against a lone word, and goes first on a tie (then the alphabet decides).
 */
const PREFERENCE: Record<TermKind, { weight: number; rank: number }> = {
  topic: { weight: 2, rank: 0 },
  phrase: { weight: 2, rank: 1 },
  word: { weight: 1, rank: 2 },
};
/** Of each kind, the most used are read: enough to fill the list after leaving some out. */
const CANDIDATES = LIMITS.trendingWords * 4;
const STOP_WORD_LIST = [...STOP_WORDS];

/**
 * What the quips of the last 48 hours are about: recent topics' names, phrases and words,
 * each found in at least trendingMinQuips of them and counted once per quip.
 *
 * Only what search finds counts, so each term leads to the quips it was counted in (their
 * punchlines too, which search reads as anyone may read them with a tap): a word is
 * a whole word of letters (not mentions, links or parts of "don't"; "sock's" is "sock")
 * reduced to the stem search compares; a phrase is two such words written one after the
 * other with only a space between them; a topic is the name of a topic of the day activated
 * in the last 48 hours, in a quip whose words hold all of its name's. Stop words (Postgres's
 * and STOP_WORDS) are never a word nor part of a phrase. A word or phrase shows in its most
 * common spelling, a topic as it is named.
 */
async function computeTrending(ctx: AppContext, at: Date): Promise<TrendingWord[]> {
  const candidates = await readCandidates(ctx, at);
  const listed: Candidate[] = [];
  for (const candidate of candidates.sort(byPreference)) {
    if (listed.length === LIMITS.trendingWords) break;
    const repeats = listed.some((term) => candidate.stems.every((s) => term.stems.includes(s)));
    if (!repeats) listed.push(candidate);
  }
  return listed.map(({ term, quips }) => ({ word: term, quips }));
}

function byPreference(a: Candidate, b: Candidate): number {
  const [pa, pb] = [PREFERENCE[a.kind], PREFERENCE[b.kind]];
  return b.quips * pb.weight - a.quips * pa.weight || pa.rank - pb.rank || compare(a.term, b.term);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function readCandidates(ctx: AppContext, at: Date): Promise<Candidate[]> {
  const read = ctx.db
    .select({
      id: quips.id,
      content: quips.content,
      punchline: quips.punchline,
      searchVector: quips.searchVector,
    })
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
    .as("read");
  const minQuips = LIMITS.trendingMinQuips;
  const takingQuipsSince = new Date(at.getTime() - LIMITS.competitionWindowMs).toISOString();
  const rows = rowsOf<Candidate>(
    await ctx.db.execute(sql`
    with recent as (select * from ${read}),
    pieces as (
      select recent.id, piece.position,
        piece.text ~ '[[:alpha:]]$' as ends_with_letter,
        piece.text ~ '^[[:alpha:]]' as starts_with_letter,
        regexp_replace(
          regexp_replace(piece.text, '^[^[:alpha:]@]+|[^[:alpha:]]+$', '', 'g'), '[''’]s$', ''
        ) as word
      from recent,
        regexp_split_to_table(lower(recent.content || ' ' || coalesce(recent.punchline, '')), '\\s+')
          with ordinality as piece(text, position)
    ),
    words as (
      select id, position, ends_with_letter, starts_with_letter, word,
        (ts_lexize('english_stem', word))[1] as stem
      from pieces
      where word ~ '^[[:alpha:]]{3,30}$' and not (word = any(${sql.param(STOP_WORD_LIST)}::text[]))
    ),
    word_terms as (
      select 'word' as kind, mode() within group (order by word) as term, array[stem] as stems,
        count(distinct id)::int as quips
      from words
      where stem is not null
      group by stem
      having count(distinct id) >= ${minQuips}
      order by quips desc, term
      limit ${CANDIDATES}
    ),
    phrase_terms as (
      select 'phrase' as kind,
        mode() within group (order by first.word || ' ' || second.word) as term,
        array[first.stem, second.stem] as stems, count(distinct first.id)::int as quips
      from words first
      join words second on second.id = first.id and second.position = first.position + 1
      where first.stem is not null and second.stem is not null and first.stem <> second.stem
        and first.ends_with_letter and second.starts_with_letter
      group by first.stem, second.stem
      having count(distinct first.id) >= ${minQuips}
      order by quips desc, term
      limit ${CANDIDATES}
    ),
    topic_terms as (
      select 'topic' as kind, topic.topic as term,
        tsvector_to_array(to_tsvector('english', topic.topic)) as stems, count(*)::int as quips
      from ${topicOfTheDay} topic
      join recent on recent.search_vector @@ plainto_tsquery('english', topic.topic)
      where topic.scheduled_for <= ${at.toISOString()}::timestamptz
        and topic.scheduled_for > ${takingQuipsSince}::timestamptz
        and exists (
          select from regexp_split_to_table(lower(topic.topic), '[^[:alpha:]]+') as name_word
          where not (name_word = any(${sql.param(STOP_WORD_LIST)}::text[]))
            and to_tsvector('english', name_word) <> ''::tsvector
        )
      group by topic.id, topic.topic
      having count(*) >= ${minQuips}
    )
    select * from topic_terms
    union all select * from phrase_terms
    union all select * from word_terms
  `),
  );
  return rows.map((row) => ({ ...row, quips: Number(row.quips) }));
}
