import type { QueryClient } from "@tanstack/react-query";
import { listenForShortcuts } from "#client/features/shortcuts/index.ts";
import { currentUserQueryKey } from "#client/lib/auth/get-current-user.ts";
import { watchForEndedSession } from "#client/lib/auth/watch-for-ended-session.ts";
import { keepInstallPrompt } from "#client/lib/offline/install-prompt.ts";
import { keepHomeFeedForOffline } from "#client/lib/offline/keep-home-feed.ts";
import { registerServiceWorker } from "#client/lib/offline/register-service-worker.ts";

/**
 * What every page starts once the app has taken it over, in one file fetched then: nothing of
 * it is needed for the first screen, so none of it is in the first load (start.tsx).
 */
export function afterStart(queryClient: QueryClient): void {
  // A development server has no /sw.js.
  if (import.meta.env.PROD) registerServiceWorker();
  keepInstallPrompt();
  keepHomeFeedForOffline(queryClient, currentUserQueryKey);
  watchForEndedSession(queryClient);
  listenForShortcuts();
}
