import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { recordPageView } from "#client/features/page-views/index.ts";
import { dropUnclaimedFeedLinks } from "#client/lib/feed-link.ts";

/**
 * On every route change (a new pathname; query changes such as the feed filter do not count):
 * scroll to the top, count a page view (the first page is counted, and left where it is) and
 * drop a feed link in the head that the page now shown does not claim.
 */
export function RouteChangeEffects() {
  const [pathname] = useLocation();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastPath.current === pathname) return; // StrictMode runs effects twice in development
    // The page's first path is where the browser put it: at the top, where a reload left it,
    // or where the reader had already scrolled a page the server rendered.
    if (lastPath.current !== null) {
      window.scrollTo(0, 0);
      dropUnclaimedFeedLinks();
    }
    lastPath.current = pathname;
    // The browser's own (still encoded) pathname: wouter's is partly decoded.
    recordPageView(window.location.pathname);
  }, [pathname]);

  return null;
}
