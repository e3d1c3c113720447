import { useCallback } from "react";
import { useLocation } from "wouter";
import { paths } from "../../../lib/paths";
import { useCurrentUser } from "../../auth";

/**
 * For members-only actions (like, bookmark): answers true when the action may go ahead, and
 * sends a known visitor to /register instead. While the session is still loading the action
 * goes ahead; a 401 then takes the signed-out path.
 */
export function useMemberGuard(): () => boolean {
  const { data: user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();
  const isVisitor = !isPending && !user;
  return useCallback(() => {
    if (!isVisitor) return true;
    navigate(paths.register.getHref());
    return false;
  }, [isVisitor, navigate]);
}
