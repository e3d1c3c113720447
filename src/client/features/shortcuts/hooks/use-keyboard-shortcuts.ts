import { useEffect, useRef, useState } from "react";
import { FEED_CARD, SHORTCUT_KEYS } from "../lib/first-keys";
import type { ShortcutActions } from "../lib/run-shortcut";

const FIELD = "input, textarea, select";

type Shortcuts = typeof import("../lib/run-shortcut");
let loaded: Shortcuts | undefined;

/**
 * The keyboard shortcuts of every page. Only a first look at each key press is on the first
 * page load: the shortcuts' code, with the rest of the check, comes with the first key that may
 * be one. Answers whether the list of shortcuts (`?`) is open.
 */
export function useKeyboardShortcuts(actions: Omit<ShortcutActions, "help">) {
  const [isHelpOpen, setHelpOpen] = useState(false);
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const { key, target } = event;
      const element = target instanceof HTMLElement ? target : null;
      const mayBe =
        (key === "Enter" ? element?.matches(FEED_CARD) : SHORTCUT_KEYS.includes(key)) &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !element?.closest(FIELD);
      if (!mayBe) return;
      const run = (shortcuts: Shortcuts) =>
        shortcuts.onShortcutKey(event, { ...latest.current, help: () => setHelpOpen(true) });
      if (loaded) run(loaded);
      else
        void import("../lib/run-shortcut").then((shortcuts) => {
          loaded = shortcuts;
          run(shortcuts);
        });
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return { isHelpOpen, closeHelp: () => setHelpOpen(false) };
}
