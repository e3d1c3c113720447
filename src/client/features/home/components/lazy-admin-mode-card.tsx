import { lazy, Suspense } from "react";

const AdminModeCard = lazy(() =>
  import("./admin-mode-card").then((m) => ({ default: m.AdminModeCard })),
);

/**
 * The admin mode card, whose code (and its switch's) only administrators fetch, after the
 * page: nobody else's first page load carries it.
 */
export function LazyAdminModeCard() {
  return (
    <Suspense fallback={null}>
      <AdminModeCard />
    </Suspense>
  );
}
