/**
 * Pages kept for reading offline, by address (decision 0141): a page the server rendered and
 * allowed to be kept, which it does only for a visitor's pages, the same for every visitor.
 * A member's page is answered `no-store` (decision 0132) and never kept; home's address is the
 * kept feed's (kept-feed.ts). One cache per build: a page names its build's stylesheet, which
 * only that build's shell holds.
 */
export const PAGES_CACHE_PREFIX = "quip-pages-";
/** A few sessions of reading; the oldest kept goes first. */
const KEPT_PAGES = 20;
const KEPT_AT = "x-quip-kept-at";

type PageAnswer = Pick<Response, "ok" | "type" | "headers">;

/** The address a page is kept under: its path and query. */
export const pageKey = (url: URL) => `${url.pathname}${url.search}`;

/** An answer that may be kept: a page, for a visitor, that no one told the browser not to keep. */
export function mayKeepAnswer(url: URL, answer: PageAnswer): boolean {
  return (
    answer.ok &&
    answer.type === "basic" &&
    url.pathname !== "/" &&
    (answer.headers.get("content-type") ?? "").startsWith("text/html") &&
    !/\bno-store\b/i.test(answer.headers.get("cache-control") ?? "")
  );
}

/** A page whose content the server wrote; others are an empty shell the browser fills in. */
export const isRenderedPage = (html: string) => !html.includes('<div id="root"></div>');

/**
 * Keeps an answer `mayKeepAnswer` allowed, if the server wrote its content, in place of its
 * older copy, dropping the oldest past the limit.
 */
export async function keepPage(cacheName: string, url: URL, answer: Response, now: Date) {
  const html = await answer.text();
  if (!isRenderedPage(html)) return;
  const cache = await caches.open(cacheName);
  const key = pageKey(url);
  await cache.delete(key);
  await cache.put(
    key,
    new Response(html, {
      headers: { "content-type": "text/html; charset=utf-8", [KEPT_AT]: now.toISOString() },
    }),
  );
  const kept = await cache.keys();
  for (const old of kept.slice(0, Math.max(0, kept.length - KEPT_PAGES))) await cache.delete(old);
}

/** The copy kept for this address, and when; null when there is none. */
export async function readKeptPage(
  cacheName: string,
  url: URL,
): Promise<{ html: string; keptAt: string } | null> {
  const kept = await (await caches.open(cacheName)).match(pageKey(url));
  if (!kept) return null;
  return { html: await kept.text(), keptAt: kept.headers.get(KEPT_AT) ?? "" };
}
