import { lazy, Suspense } from "react";
import { useAwaitingApproval } from "#client/lib/auth/use-awaiting-approval.ts";

const Banner = lazy(() => import("./approval-banner").then((m) => ({ default: m.ApprovalBanner })));

/**
 * The waiting banner's code loads only for a member whose account waits for approval: every
 * other reader's first page load carries nothing of it.
 */
export function LazyApprovalBanner() {
  if (!useAwaitingApproval()) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
