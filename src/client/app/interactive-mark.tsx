import { useEffect } from "react";

/**
 * Marks the document `data-interactive` once the page's content answers clicks: for a page the
 * server rendered, when the browser has taken it over, which can be a moment after it is
 * painted. Until then the head's script holds what is pressed or typed, and at the mark hands
 * it to the app (src/shared/take-over-script.ts, decision 0136); most tests of the browser wait
 * for the mark after each load. It sits beside the page, inside the page's Suspense boundary, so
 * it commits with the page and not before it.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return null;
}
