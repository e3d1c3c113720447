import { lazy, Suspense } from "react";
import type { Quip } from "#shared/schemas/quips.ts";

// Fetched as soon as the quip's page arrives, beside the quip itself: in the page's own chunk,
// its parts' names would join every page's first load (the router's list of what each page needs).
const panel = import("./guess-panel");
const GuessPanel = lazy(() => panel.then((m) => ({ default: m.GuessPanel })));

/** The guess on a quip's page (guess-panel.tsx), in a chunk of its own. */
export function LazyGuessPanel({ quip }: { quip: Quip }) {
  return (
    <Suspense fallback={null}>
      <GuessPanel quip={quip} />
    </Suspense>
  );
}
