import { useQuery } from "@tanstack/react-query";
import { Hourglass } from "lucide-react";
import { getCurrentUserQueryOptions } from "#client/lib/auth/get-current-user.ts";
import { useAwaitingApproval } from "#client/lib/auth/use-awaiting-approval.ts";
import { WAITING_MSG } from "#shared/messages/sign-up.waiting.ts";

/** How often a waiting member's account is read again, so the approval shows without a reload. */
const WAITING_REFRESH_MS = 60_000;

/**
 * Above every page while the member's account waits for a moderator's approval: what they can
 * do meanwhile. It goes by itself once they are approved.
 */
export function ApprovalBanner() {
  const isWaiting = useAwaitingApproval();
  useQuery({
    ...getCurrentUserQueryOptions(),
    enabled: isWaiting,
    refetchInterval: WAITING_REFRESH_MS,
  });
  if (!isWaiting) return null;
  return (
    <aside aria-label="Account awaiting approval" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3">
        <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <div className="min-w-0 text-amber-950">
          <p className="font-semibold">{WAITING_MSG.title}</p>
          <p className="mt-0.5 text-sm">{WAITING_MSG.body}</p>
        </div>
      </div>
    </aside>
  );
}
