import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now; re-renders when that changes. The server knows no
 * screen: there, and while the browser takes over a page the server wrote, nothing matches,
 * and the browser's own answer follows at once.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A touch screen is the main way of pointing (phones, tablets): "tap" rather than "click". */
export const TOUCH_SCREEN = "(pointer: coarse)";
