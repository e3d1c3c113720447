import { useEffect, useState } from "react";
import {
  clearPendingTrip,
  findPendingAction,
  type PendingAction,
  type PendingKind,
} from "./pending-action";

/**
 * The action this screen should pick up where the person left it (a comment's text, the report
 * form), read once when it mounts and then forgotten, so it is offered once.
 */
export function useResumedAction<K extends PendingKind>(
  kind: K,
  matches: (action: Extract<PendingAction, { kind: K }>) => boolean,
  enabled = true,
): Extract<PendingAction, { kind: K }> | null {
  const [action] = useState(() => (enabled ? findPendingAction(kind, matches) : null));
  useEffect(() => {
    if (action) clearPendingTrip();
  }, [action]);
  return action;
}
