import type { Quip } from "../../../shared/schemas/quip";

const client = () => import("./offline-client");

/** Registers the service worker, from a production build only (a dev server has no /sw.js). */
export function startOfflineSupport(): void {
  if (!import.meta.env.PROD) return;
  client()
    .then((offline) => offline.registerServiceWorker())
    .catch(() => {});
}

/** Keeps the feed in front of the reader for the offline page. */
export function keepFeedForOffline(title: string, quips: Quip[]): void {
  client()
    .then((offline) => offline.keepFeed(title, quips))
    .catch(() => {});
}

/** Forgets the kept feed: on signing in or out, before the next person finds it. */
export async function forgetKeptFeed(): Promise<void> {
  try {
    await (await client()).forgetKeptFeed();
  } catch {
    // The module could not load: then it was never loaded to keep a feed in this page either.
  }
}
