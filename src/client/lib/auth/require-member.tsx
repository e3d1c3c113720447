import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { PageLoader } from "#client/components/ui/spinner.tsx";
import { paths } from "#client/lib/paths.ts";
import { currentPath } from "#client/lib/return-to.ts";
import { type ToastInput, toast } from "#client/lib/toast/use-toast.ts";
import { useCurrentUser } from "./get-current-user";

type RequireMemberProps = {
  children: ReactNode;
  /** Where a visitor is sent (the spec: /register). */
  redirectTo?: string;
  /**
   * Send a visitor to sign in and back to this very address, query included: a mailed link
   * (a data export's) keeps working for a member who was signed out.
   */
  signInAndReturn?: boolean;
  /** A toast shown to the visitor on the way out. */
  notice?: ToastInput;
  /** Starts downloading the page's code while the session is checked, not after. */
  preload?: () => unknown;
};

/**
 * Members-only screens. Waits for the current-user answer (a small loading state, never a
 * flash of the page), then sends a visitor on with a client navigation that replaces history.
 */
export function RequireMember({
  children,
  redirectTo = paths.register.getHref(),
  signInAndReturn = false,
  notice,
  preload,
}: RequireMemberProps) {
  const { data: user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();
  const isVisitor = !isPending && !user;

  useEffect(() => {
    preload?.();
  }, [preload]);

  useEffect(() => {
    if (!isVisitor) return;
    if (notice) toast(notice);
    navigate(signInAndReturn ? paths.login.getHref(currentPath()) : redirectTo, { replace: true });
  }, [isVisitor, notice, navigate, redirectTo, signInAndReturn]);

  if (user) return children;
  return <PageLoader label={isVisitor ? "Redirecting…" : "Checking your session…"} />;
}
