import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { recordPageView } from "../features/analytics";

/**
 * On every route change (a new pathname; query changes such as the feed filter do not count):
 * scroll to the top and count a page view.
 */
export function RouteChangeEffects() {
  const [pathname] = useLocation();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (lastPath.current === pathname) return; // StrictMode runs effects twice in development
    lastPath.current = pathname;
    window.scrollTo(0, 0);
    // The browser's own (still encoded) pathname: wouter's is partly decoded.
    recordPageView(window.location.pathname);
  }, [pathname]);

  return null;
}
