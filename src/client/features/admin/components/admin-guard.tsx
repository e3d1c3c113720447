import { ShieldX } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { Card } from "#client/components/ui/card.tsx";
import { PageLoader } from "#client/components/ui/spinner.tsx";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { useConfirmedAdmin } from "#client/lib/auth/get-is-admin.ts";
import type { StaffRole } from "#client/lib/auth/staff-role.ts";
import { paths } from "#client/lib/paths.ts";
import { TIMING } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

/** How long a member reads "Access Denied" before being sent on. */
export const ACCESS_DENIED_REDIRECT_MS = 2000;

type Access = "verifying" | "visitor" | "denied" | StaffRole;

/**
 * Administrators are confirmed by the server as the screen opens; a moderator by their own
 * answer, which the console's first call checks again (a role revoked meanwhile is refused).
 */
function useAdminAccess(): Access {
  const { data: user, isPending: isUserPending } = useCurrentUser();
  const { data: isAdmin, isPending: isAdminPending } = useConfirmedAdmin();
  if (isUserPending) return "verifying";
  if (!user) return "visitor";
  if (isAdminPending) return "verifying";
  if (isAdmin === true) return "admin";
  return user.isModerator ? "moderator" : "denied";
}

/**
 * The console's door: checking, signed out, neither administrator nor moderator, or the
 * screen for the role (its tabs follow from it).
 */
export function AdminGuard({ children }: { children: (role: StaffRole) => ReactNode }) {
  const access = useAdminAccess();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (access !== "visitor" && access !== "denied") return;
    const delay = access === "visitor" ? TIMING.unauthorizedRedirectMs : ACCESS_DENIED_REDIRECT_MS;
    const timer = setTimeout(() => navigate(paths.login.getHref(), { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [access, navigate]);

  if (access === "admin" || access === "moderator") return children(access);
  if (access === "verifying") return <PageLoader label={ADMIN_MSG.access.verifying} />;
  if (access === "visitor") return <PageLoader label={ADMIN_MSG.access.redirecting} />;
  return (
    <Card
      as="section"
      role="alert"
      className="mx-auto max-w-md px-6 py-10 text-center"
      aria-labelledby="access-denied-title"
    >
      <ShieldX aria-hidden="true" className="mx-auto size-10 text-red-700" />
      <h1 id="access-denied-title" className="mt-3 text-2xl font-extrabold text-gray-900">
        {ADMIN_MSG.access.denied}
      </h1>
      <p className="mt-2 text-gray-700">
        This page is for administrators and moderators. Taking you to the sign-in page…
      </p>
    </Card>
  );
}
