/// <reference lib="webworker" />
import { forgetKeptFeed, readKeptFeed } from "#client/lib/offline/kept-feed.ts";
import type { WorkerActivated } from "#client/lib/offline/register-service-worker.ts";
import { keepPage, mayKeepAnswer, PAGES_CACHE_PREFIX, readKeptPage } from "./kept-pages";
import { noCopyPage, offlineCopy, offlinePage } from "./offline-page";
import { pageOf, readPushNotice } from "./push-notice";

/**
 * The service worker (built to /sw.js by scripts/lib/installable-app.ts). It keeps the build's
 * app shell and the pages a visitor read, answers a navigation that cannot reach the server
 * with what it has of that address (or says it has nothing), and touches nothing else: API
 * answers, streams and uploads always come from the network, and pages do whenever it answers.
 * It also shows the notices pushed to this browser, and opens a notice's page when it is pressed.
 */
declare const self: ServiceWorkerGlobalScope;
/** The shell's addresses, from the build's manifest. */
declare const __SHELL__: string[];
/** A digest of the shell's contents: a build that changes any of them is a new version. */
declare const __VERSION__: string;

const SHELL_CACHE_PREFIX = "quip-shell-";
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__VERSION__}`;
const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${__VERSION__}`;
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
        const isOld =
          (name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE) ||
          (name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE);
        if (isOld) await caches.delete(name);
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

/**
 * The network's page, kept when it may be (a visitor's); when there is no network, what this
 * device has of the address asked for: home's kept feed, the page's last copy, or word that
 * there is none. Never another page in its place.
 */
async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    const page = preloaded ?? (await fetch(event.request));
    if (mayKeepAnswer(url, page)) {
      // A page not kept is only not there offline.
      event.waitUntil(keepPage(PAGES_CACHE, url, page.clone(), new Date()).catch(() => {}));
    }
    return page;
  } catch {
    return offlineAnswer(url);
  }
}

/** No script runs on any of them; a copy keeps the inline styles the page was drawn with. */
const OFFLINE_CSP =
  "default-src 'self'; script-src 'none'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

async function offlineAnswer(url: URL): Promise<Response> {
  const retryHref = url.pathname + url.search;
  const answer = (html: string, styles: string) =>
    new Response(html, {
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "content-security-policy": `${OFFLINE_CSP}; style-src ${styles}`,
      },
    });
  const copy = await readKeptPage(PAGES_CACHE, url);
  if (copy) return answer(offlineCopy({ ...copy, retryHref }), "'self' 'unsafe-inline'");
  const kept = await readKeptFeed();
  if (kept && url.pathname === "/") {
    return answer(offlinePage({ kept, stylesheets: STYLESHEETS, retryHref }), "'self'");
  }
  const page = noCopyPage({ hasKeptFeed: kept !== null, stylesheets: STYLESHEETS, retryHref });
  return answer(page, "'self'");
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

self.addEventListener("push", (event) => {
  const notice = readPushNotice(event.data?.text() ?? null, self.location.origin);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/maskable-192.png",
      data: { url: notice.url },
    }),
  );
});

/** The notice's page: in a tab of the site already open (brought forward), or in a new one. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = pageOf(typeof data?.url === "string" ? data.url : "/activity", self.location.origin);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        // A tab this worker does not control cannot be navigated from here: a new one opens.
        const shown = await tab.navigate(url).catch(() => null);
        if (shown) {
          await shown.focus().catch(() => undefined);
          return;
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
