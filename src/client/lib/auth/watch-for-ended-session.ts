import { hashKey, type QueryClient } from "@tanstack/react-query";
import { fullPageNavigate } from "#client/lib/navigation.ts";
import { paths } from "#client/lib/paths.ts";
import { currentPath } from "#client/lib/return-to.ts";
import { currentUserQueryKey } from "./get-current-user";
import { savePendingTrip } from "./pending-action";
import { readSignedOutNotice } from "./signed-out-notice";

const AUTH_SCREENS: readonly string[] = [paths.login.path, paths.register.path];

/**
 * Takes a member whose session the server ended for a reason (their password changed on another
 * device) to the sign-in screen, which says why, instead of leaving them a visitor without a
 * word: when a page opens with the server's notice, and when the member shown becomes nobody.
 * A session ended any other way (signing out, from the list of devices) leaves no notice and
 * stays as quiet as before. Started after the first screen (app/after-start.ts).
 */
export function watchForEndedSession(queryClient: QueryClient): void {
  const viewerHash = hashKey(currentUserQueryKey);
  const toSignIn = () => {
    if (!readSignedOutNotice() || AUTH_SCREENS.includes(window.location.pathname)) return;
    const returnTo = currentPath();
    savePendingTrip({ returnTo, action: null, sessionEnded: true });
    fullPageNavigate(paths.login.getHref(returnTo));
  };
  toSignIn();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.query.queryHash === viewerHash && !event.query.state.data)
      toSignIn();
  });
}
