import { useCallback } from "react";
import { useLocation } from "wouter";
import { paths } from "#client/lib/paths.ts";
import { currentPath } from "#client/lib/return-to.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { WAITING_MSG } from "#shared/messages/sign-up.waiting.ts";
import { useCurrentUser } from "./get-current-user";
import { type PendingAction, savePendingTrip } from "./pending-action";

/**
 * For members-only actions: answers true when the action may go ahead. A known visitor is sent
 * to the sign-in screen instead, told why, and brought back here with the action done (or, for
 * a comment or a report, ready to finish). While the session is still loading the action goes
 * ahead; a 401 then takes the signed-out path. A member whose account waits for approval is
 * told so instead of sending what the server would refuse; a bookmark is theirs to keep.
 */
export function useMemberGuard(): (action: PendingAction) => boolean {
  const { data: user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();
  const isVisitor = !isPending && !user;
  const isWaiting = user?.awaitingApproval === true;
  return useCallback(
    (action: PendingAction) => {
      if (isWaiting && action.kind !== "bookmark") {
        toast({
          title: WAITING_MSG.title,
          description: WAITING_MSG.body,
        });
        return false;
      }
      if (!isVisitor) return true;
      const returnTo = currentPath();
      savePendingTrip({ returnTo, action, sessionEnded: false });
      navigate(paths.login.getHref(returnTo));
      return false;
    },
    [isVisitor, isWaiting, navigate],
  );
}
