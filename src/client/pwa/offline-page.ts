import type { KeptFeed, KeptQuip } from "#client/lib/offline/kept-feed.ts";
import { OFFLINE_MSG } from "#shared/messages/offline.ts";
import { PUNCHLINE_MSG, QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import { BRAND_GREEN, quipMarkSvg } from "./web-manifest";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? "",
  );

/** The device's own time zone and language: the page is read where it is. */
function dateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(at);
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

const retryLinkClass =
  "inline-flex h-10 items-center rounded-full bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong";

/**
 * The punchline behind its tap with no script (the page runs none): a disclosure the browser
 * opens by a tap, Enter or Space, as the app's button does (decision 0163). A feed kept before
 * punchlines were kept has none.
 */
function punchlineDetails(punchline: string | null | undefined): string {
  if (!punchline) return "";
  return `<details class="mt-2"><summary class="inline-flex h-9 cursor-pointer items-center rounded-full border border-brand/30 bg-brand-soft px-3.5 text-sm font-semibold text-brand-strong">${PUNCHLINE_MSG.show}</summary><p class="mt-2 text-[1.0625rem] leading-relaxed font-semibold break-words whitespace-pre-wrap text-gray-900">${escapeHtml(punchline)}</p></details>`;
}

function quipItem(quip: KeptQuip): string {
  const topic = quip.topic
    ? `<p class="mt-3 text-sm font-semibold text-brand-strong">${escapeHtml(quip.topic)}</p>`
    : "";
  const text =
    quip.content === null
      ? `<p class="mt-3 text-sm text-gray-700">Hidden: contains a muted word</p>`
      : `<p class="mt-3 text-[1.0625rem] leading-relaxed break-words whitespace-pre-wrap text-gray-900">${escapeHtml(quip.content)}</p>${punchlineDetails(quip.punchline)}`;
  return `<li><article aria-label="Quip by ${escapeHtml(quip.byline)}" class="rounded-2xl border border-gray-200 bg-white px-4 pt-4 pb-3 shadow-xs sm:px-5 sm:pt-5">
<p class="flex flex-wrap items-baseline justify-between gap-x-3 text-sm"><span class="font-semibold text-gray-900">${escapeHtml(quip.byline)}</span><time datetime="${escapeHtml(quip.createdAt)}" class="text-gray-600">${escapeHtml(dateTime(quip.createdAt))}</time></p>
${text}${topic}
<p class="mt-2 text-sm text-gray-700">${quip.likesCount === null ? QUIP_CARD_MSG.likesHidden : count(quip.likesCount, "like")} · ${count(quip.commentsCount, "comment")}</p>
</article></li>`;
}

/** A page the worker writes itself: the site's header, then `main`. It runs no script. */
function workerPage(stylesheets: string[], main: string): string {
  return `<!doctype html>
<html lang="en" data-interactive>
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="${BRAND_GREEN}" />
<title>${OFFLINE_MSG.pageTitle}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`).join("\n")}
<link rel="manifest" href="/manifest.webmanifest" />
</head>
<body>
<header class="bg-brand text-white shadow-sm">
<div class="mx-auto flex h-14 max-w-6xl items-center justify-center px-4 md:h-16">
<span class="inline-flex items-center gap-2 px-2 py-1 text-2xl font-extrabold tracking-tight">${quipMarkSvg(28)}Quip</span>
</div>
</header>
<main id="main" class="mx-auto w-full max-w-[600px] space-y-4 px-4 py-4 md:py-8">
${main}
</main>
</body>
</html>
`;
}

/** The amber notice every offline page opens with: what it is, and the way back online (HTML). */
function notice(title: string, lines: string[], links: string): string {
  return `<div class="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
<h1 class="text-lg font-bold">${title}</h1>
${lines.map((line) => `<p class="mt-1 text-sm">${line}</p>`).join("\n")}
<div class="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">${links}</div>
</div>`;
}

const retryLink = (href: string) =>
  `<a href="${escapeHtml(href)}" class="${retryLinkClass}">${OFFLINE_MSG.tryAgain}</a>`;

/**
 * Home's address offline: the feed this browser last showed, read-only and labelled as old.
 * "Try again" loads the address asked for.
 */
export function offlinePage({
  kept,
  stylesheets,
  retryHref,
}: {
  kept: KeptFeed;
  /** The build's stylesheet, from the worker's cache. */
  stylesheets: string[];
  retryHref: string;
}): string {
  return workerPage(
    stylesheets,
    `${notice(OFFLINE_MSG.feedTitle, [OFFLINE_MSG.kept(escapeHtml(dateTime(kept.keptAt)))], retryLink(retryHref))}
<section aria-labelledby="kept-title" class="space-y-4">
<h2 id="kept-title" class="text-lg font-bold text-gray-900">${escapeHtml(kept.title)}</h2>
<ul class="space-y-4">${kept.quips.map(quipItem).join("\n")}</ul>
</section>`,
  );
}

/**
 * Any address this device has no copy of: says so, and what it keeps, rather than show another
 * page in its place; offers the feed last read (home's address) when one was kept.
 */
export function noCopyPage({
  hasKeptFeed,
  stylesheets,
  retryHref,
}: {
  hasKeptFeed: boolean;
  stylesheets: string[];
  retryHref: string;
}): string {
  const lines = hasKeptFeed
    ? [OFFLINE_MSG.noCopy, OFFLINE_MSG.whatIsKept]
    : [OFFLINE_MSG.noCopy, OFFLINE_MSG.nothingKept];
  const feedLink = hasKeptFeed
    ? `<a href="/" class="text-sm font-semibold text-amber-950 underline underline-offset-2 hover:no-underline">${OFFLINE_MSG.lastFeed}</a>`
    : "";
  return workerPage(
    stylesheets,
    notice(OFFLINE_MSG.noCopyTitle, lines, retryLink(retryHref) + feedLink),
  );
}

/**
 * What a copy sets aside: what was still loading when it was kept (it never will now) and the
 * forms (nothing can be sent from a copy).
 */
const COPY_STYLE = '<style>main [role="status"], main form { display: none }</style>';

/**
 * A page kept as the server rendered it (kept-pages.ts), shown offline as it was, under a
 * banner that says it is a copy and when it was kept. Every script goes: the page is read, not
 * run (and its answer's policy allows none), so it is marked ready as it stands.
 */
export function offlineCopy({
  html,
  keptAt,
  retryHref,
}: {
  html: string;
  keptAt: string;
  retryHref: string;
}): string {
  const banner = `<div role="region" aria-label="${OFFLINE_MSG.bannerLabel}" class="border-b border-amber-300 bg-amber-50 text-amber-950">
<div class="mx-auto flex max-w-[600px] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
<p class="min-w-0 flex-1 text-sm"><strong class="block font-bold">${OFFLINE_MSG.copyTitle}</strong>${OFFLINE_MSG.kept(escapeHtml(dateTime(keptAt)))}</p>
${retryLink(retryHref)}
</div>
</div>`;
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi, "")
    .replace(/<html\b/i, "<html data-interactive")
    .replace(/<\/head>/i, `${COPY_STYLE}</head>`)
    .replace(/<body\b[^>]*>/i, (body) => `${body}\n${banner}`);
}
