import { useNow } from "#client/lib/use-now.ts";
import { isSuspendedAt, type Suspension } from "#shared/rules/suspension.ts";
import { useCurrentUser } from "./get-current-user";

/**
 * The signed-in member's suspension while it lasts, else null. It ends by itself at its
 * `until`, read against the time once a minute, as the server reads it on every request.
 */
export function useSuspension(): Suspension | null {
  const { data: user } = useCurrentUser();
  const now = useNow();
  const suspension = user?.suspension;
  return isSuspendedAt(suspension, now) ? suspension : null;
}
