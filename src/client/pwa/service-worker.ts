/// <reference lib="webworker" />
import { forgetKeptFeed, readKeptFeed } from "../lib/offline/kept-feed";
import type { WorkerActivated } from "../lib/offline/register-service-worker";
import { offlinePage } from "./offline-page";

/**
 * The service worker (built to /sw.js by scripts/lib/installable-app.ts). It keeps the build's
 * app shell, answers a navigation that cannot reach the server with the offline page, and
 * touches nothing else: API answers, streams, uploads and pages always come from the network.
 */
declare const self: ServiceWorkerGlobalScope;
/** The shell's addresses, from the build's manifest. */
declare const __SHELL__: string[];
/** A digest of the shell's contents: a build that changes any of them is a new version. */
declare const __VERSION__: string;

const SHELL_CACHE_PREFIX = "quip-shell-";
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__VERSION__}`;
const SHELL = new Set(__SHELL__);
const STYLESHEETS = __SHELL__.filter((file) => file.endsWith(".css"));
/** Always the network's: the server's own routes, and the uploads it serves. */
const NETWORK_ONLY = ["/api/", "/objects/"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(__SHELL__);
      // A new build's worker takes over at once, so the next navigation is the new version's;
      // pages already open are told and offered a reload.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      await self.registration.navigationPreload?.enable();
      const activated: WorkerActivated = { type: "activated", shell: __SHELL__ };
      const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const page of pages) page.postMessage(activated);
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname === "/api/logout") {
    // Signing out by the link: the feed kept for the offline page goes with the session.
    event.waitUntil(forgetKeptFeed());
    return;
  }
  if (NETWORK_ONLY.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event, url));
  } else if (url.pathname.startsWith("/assets/") || SHELL.has(url.pathname)) {
    event.respondWith(fromShell(request));
  }
});

/** The network's page; when there is no network, the offline page. */
async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const html = offlinePage({
      kept: await readKeptFeed(),
      stylesheets: STYLESHEETS,
      retryHref: url.pathname + url.search,
    });
    return new Response(html, {
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "content-security-policy":
          "default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      },
    });
  }
}

/**
 * A built file: its name changes with its content, so a kept copy is never stale. Files the
 * shell does not list (a page's own chunk) are kept once fetched, in this version's cache.
 */
async function fromShell(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}
