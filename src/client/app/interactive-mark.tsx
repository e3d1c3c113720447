import { useEffect } from "react";

/**
 * Marks the document `data-interactive` once the page's content answers clicks: for a page the
 * server rendered, when the browser has taken it over, which can be a moment after it is
 * painted. A click before that does nothing; tests of the browser wait for the mark, as a
 * person waits for a page to respond. It sits beside the page, inside the page's Suspense
 * boundary, so it commits with the page and not before it.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return null;
}
