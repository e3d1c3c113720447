import type { QueryClient } from "@tanstack/react-query";
import { listenForShortcuts } from "../features/shortcuts";
import { currentUserQueryKey } from "../lib/auth/get-current-user";
import { watchForEndedSession } from "../lib/auth/watch-for-ended-session";
import { keepHomeFeedForOffline } from "../lib/offline/keep-home-feed";
import { registerServiceWorker } from "../lib/offline/register-service-worker";

/**
 * What every page starts once the app has taken it over, in one file fetched then: nothing of
 * it is needed for the first screen, so none of it is in the first load (start.tsx).
 */
export function afterStart(queryClient: QueryClient): void {
  // A development server has no /sw.js.
  if (import.meta.env.PROD) registerServiceWorker();
  keepHomeFeedForOffline(queryClient, currentUserQueryKey);
  watchForEndedSession(queryClient);
  listenForShortcuts();
}
