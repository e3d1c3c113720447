import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { KEPT_FEED_CACHE } from "./forget-kept-feed";

export { forgetKeptFeed } from "./forget-kept-feed";

/**
 * The last feed this browser showed, kept in Cache Storage for the offline page and read by
 * nothing else. The page writes it (keep-home-feed.ts), the service worker reads it.
 */
/** Only a key in that cache: no request to this address ever reaches the server. */
const KEPT_FEED_KEY = "/offline/kept-feed.json";
/** Two pages of the feed: what a reader has in front of them, not the whole scroll. */
const KEPT_QUIPS = 20;

/**
 * A quip as the offline page draws it, and nothing more: no ids of people, no per-viewer
 * marks. An anonymous quip's byline is "anonymous" whoever reads it (its author and
 * administrators included), so a shared device never names its author; a quip with a muted
 * word keeps no text.
 */
export interface KeptQuip {
  byline: string;
  /** Null for a quip folded for one of the reader's muted words. */
  content: string | null;
  /** Drawn behind its own tap; null when the quip has none, or is folded. */
  punchline: string | null;
  createdAt: string;
  topic: string | null;
  /** Null for an entry of a topic competition still open (decision 0162). */
  likesCount: number | null;
  commentsCount: number;
}

export interface KeptFeed {
  /** The feed's name as the page showed it ("Top 48 Hours"). */
  title: string;
  /** Kept while a member was signed in (never which one). */
  byMember: boolean;
  /** When the page kept it, by the page's clock (ISO). */
  keptAt: string;
  quips: KeptQuip[];
}

export function keptQuip(quip: Quip): KeptQuip {
  return {
    byline: quip.isAnonymous
      ? QUIP_CARD_MSG.anonymous
      : (quip.author?.username ?? QUIP_CARD_MSG.unknownAuthor),
    content: quip.containsMutedWord ? null : quip.content,
    punchline: quip.containsMutedWord ? null : quip.punchline,
    createdAt: quip.createdAt,
    topic: quip.topicOfTheDay ? quip.topicText : null,
    likesCount: quip.likesCount,
    commentsCount: quip.commentsCount,
  };
}

/** Cache Storage exists only in a secure context (https, or this machine). */
function storage(): CacheStorage | null {
  return typeof caches === "undefined" ? null : caches;
}

/**
 * Keeps the feed's first quips, as shown, in place of the last feed kept; a failure only means
 * nothing new is kept.
 */
export async function keepFeed(title: string, quips: Quip[], byMember: boolean): Promise<void> {
  const feed: KeptFeed = {
    title,
    byMember,
    keptAt: new Date().toISOString(),
    quips: quips.slice(0, KEPT_QUIPS).map(keptQuip),
  };
  try {
    const cache = await storage()?.open(KEPT_FEED_CACHE);
    await cache?.put(
      KEPT_FEED_KEY,
      new Response(JSON.stringify(feed), { headers: { "content-type": "application/json" } }),
    );
  } catch {
    // Storage full or blocked: the offline page says nothing was kept.
  }
}

export async function readKeptFeed(): Promise<KeptFeed | null> {
  try {
    const kept = await (await storage()?.open(KEPT_FEED_CACHE))?.match(KEPT_FEED_KEY);
    return kept ? ((await kept.json()) as KeptFeed) : null;
  } catch {
    return null;
  }
}
