import { useSyncExternalStore } from "react";
import {
  isThemeChoice,
  THEME_CHANGE_EVENT,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from "#shared/theme.ts";

/*
 * The choice lives in this browser's storage; the head's script (THEME_SCRIPT in
 * src/shared/theme-script.ts) is the one place that turns it into the page's theme, and
 * listens for the same events as this store, so the switch only stores and tells.
 */

function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(THEME_CHANGE_EVENT, onChange);
  };
}

/** This browser's choice; null on the server and while a server page is taken over. */
export function useThemeChoice(): ThemeChoice | null {
  return useSyncExternalStore(subscribe, readChoice, () => null);
}

/** Stores the choice (System is the absence of one) and has the page apply it. */
export function chooseTheme(choice: ThemeChoice) {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused: nothing can be remembered, and the page keeps following the device.
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}
