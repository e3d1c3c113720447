import { useQueryClient } from "@tanstack/react-query";
import { Ban } from "lucide-react";
import { useEffect } from "react";
import { ApiError } from "#client/lib/api-client.ts";
import { currentUserQueryKey } from "#client/lib/auth/get-current-user.ts";
import { useSuspension } from "#client/lib/auth/use-suspension.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import { suspensionMessage } from "#shared/rules/suspension.ts";

/** The server's answer to a suspended member's action (its X-Error-Code). */
const SUSPENDED = "SUSPENDED";

/**
 * A member suspended while they browse learns it from their next refused action: the current
 * user is read again, and the banner appears.
 */
function useSuspensionRefusals() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const error = event.type === "updated" ? event.mutation.state.error : null;
        if (error instanceof ApiError && error.code === SUSPENDED) {
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        }
      }),
    [queryClient],
  );
}

/**
 * Above every page while the member is suspended: until when and why, in the server's own
 * words, and what they can still do. It goes by itself when the suspension ends (the time is
 * read once a minute). Drawn from the current user on the server and in the browser alike.
 */
export function SuspensionBanner() {
  const suspension = useSuspension();
  useSuspensionRefusals();
  if (!suspension) return null;
  return (
    <aside aria-label="Account suspended" className="border-b border-red-200 bg-red-50">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3">
        <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-800" />
        <div className="min-w-0 text-red-900">
          <p className="font-semibold break-words">{suspensionMessage(suspension)}</p>
          <p className="mt-0.5 text-sm">{USER_MSG.suspension.whatStillWorks}</p>
        </div>
      </div>
    </aside>
  );
}
