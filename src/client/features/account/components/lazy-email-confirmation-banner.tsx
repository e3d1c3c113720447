import { lazy, Suspense } from "react";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";

const Banner = lazy(() =>
  import("./email-confirmation-banner").then((m) => ({ default: m.EmailConfirmationBanner })),
);

/**
 * The banner's code, messages and call load only for a member whose address is unconfirmed:
 * every other reader's first page load carries nothing of it. The server's page has it drawn
 * already, from the same current user.
 */
export function LazyEmailConfirmationBanner() {
  const { data: user } = useCurrentUser();
  if (!user || user.emailConfirmed) return null;
  return (
    <Suspense fallback={null}>
      <Banner email={user.email} />
    </Suspense>
  );
}
