import { lazy, Suspense } from "react";
import { useToast } from "#client/lib/toast/use-toast.ts";

const Toaster = lazy(() => import("./toast").then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport, loaded with the first toast: most first visits never show one, and the
 * toast library need not be part of the first page load. Once loaded it stays mounted.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0 && !loaded) return null;
  loaded = true;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

let loaded = false;
