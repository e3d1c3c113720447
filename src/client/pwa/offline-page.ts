import type { KeptFeed, KeptQuip } from "../lib/offline/kept-feed";
import { BRAND_GREEN, quipMarkSvg } from "./web-manifest";

export const OFFLINE_TITLE = "You're offline — this is what you last saw";

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

function quipItem(quip: KeptQuip): string {
  const topic = quip.topic
    ? `<p class="mt-3 text-sm font-semibold text-brand-strong">${escapeHtml(quip.topic)}</p>`
    : "";
  const text =
    quip.content === null
      ? `<p class="mt-3 text-sm text-gray-700">Hidden: contains a muted word</p>`
      : `<p class="mt-3 text-[1.0625rem] leading-relaxed break-words whitespace-pre-wrap text-gray-900">${escapeHtml(quip.content)}</p>`;
  return `<li><article aria-label="Quip by ${escapeHtml(quip.byline)}" class="rounded-2xl border border-gray-200 bg-white px-4 pt-4 pb-3 shadow-xs sm:px-5 sm:pt-5">
<p class="flex flex-wrap items-baseline justify-between gap-x-3 text-sm"><span class="font-semibold text-gray-900">${escapeHtml(quip.byline)}</span><time datetime="${escapeHtml(quip.createdAt)}" class="text-gray-600">${escapeHtml(dateTime(quip.createdAt))}</time></p>
${text}${topic}
<p class="mt-2 text-sm text-gray-700">${count(quip.likesCount, "like")} · ${count(quip.commentsCount, "comment")}</p>
</article></li>`;
}

/**
 * The page every failed navigation answers with: the feed this browser last showed, read-only
 * and labelled as old. It runs no script; "Try again" loads the address asked for.
 */
export function offlinePage({
  kept,
  stylesheets,
  retryHref,
}: {
  kept: KeptFeed | null;
  /** The build's stylesheet, from the worker's cache. */
  stylesheets: string[];
  retryHref: string;
}): string {
  const intro = kept
    ? `Kept on this device on ${escapeHtml(dateTime(kept.keptAt))}. Likes, comments and new quips wait until you're back online.`
    : "Nothing was kept on this device yet: the next feed you read will wait here for you.";
  const feed = kept
    ? `<section aria-labelledby="kept-title" class="space-y-4">
<h2 id="kept-title" class="text-lg font-bold text-gray-900">${escapeHtml(kept.title)}</h2>
<ul class="space-y-4">${kept.quips.map(quipItem).join("\n")}</ul>
</section>`
    : "";
  return `<!doctype html>
<html lang="en" data-interactive>
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="${BRAND_GREEN}" />
<title>Offline · Quip</title>
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
<div class="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
<h1 class="text-lg font-bold">${OFFLINE_TITLE}</h1>
<p class="mt-1 text-sm">${intro}</p>
<a href="${escapeHtml(retryHref)}" class="mt-3 inline-flex h-10 items-center rounded-full bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong">Try again</a>
</div>
${feed}
</main>
</body>
</html>
`;
}
