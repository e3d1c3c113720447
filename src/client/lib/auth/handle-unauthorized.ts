import { isUnauthorizedError } from "#client/lib/api-client.ts";
import { fullPageNavigate } from "#client/lib/navigation.ts";
import { paths } from "#client/lib/paths.ts";
import { currentPath } from "#client/lib/return-to.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { TIMING } from "#shared/limits.ts";
import { SIGN_IN_MSG } from "#shared/messages/auth.ts";
import { type PendingAction, savePendingTrip } from "./pending-action";

/**
 * A call refused because the member's session has ended: a toast says so, then after 500 ms a
 * full page load of the sign-in screen (nothing cached about the old session survives it),
 * which brings them back here. `action` is what the refused call was doing, resumed after
 * signing in. Returns true when it handled the error.
 */
export function handleUnauthorized(error: unknown, action?: PendingAction): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({
    title: SIGN_IN_MSG.sessionEndedTitle,
    description: SIGN_IN_MSG.sessionEndedBody,
  });
  const returnTo = currentPath();
  savePendingTrip({ returnTo, action: action ?? null, sessionEnded: true });
  setTimeout(() => fullPageNavigate(paths.login.getHref(returnTo)), TIMING.unauthorizedRedirectMs);
  return true;
}
