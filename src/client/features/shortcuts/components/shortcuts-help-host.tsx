import { StrictMode, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { ShortcutsHelp } from "./lazy-shortcuts-help";

let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(open: boolean) {
  isOpen = open;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function HelpHost() {
  const open = useSyncExternalStore(subscribe, () => isOpen);
  return <ShortcutsHelp open={open} onClose={() => setOpen(false)} />;
}

let mounted = false;

/**
 * The list of shortcuts for `?`, in a root of its own beside the app's: the key's code arrives
 * after the page, and the page's first load carries nothing of the list.
 */
export function openShortcutsHelp(): void {
  if (!mounted) {
    mounted = true;
    const container = document.createElement("div");
    document.body.append(container);
    createRoot(container).render(
      <StrictMode>
        <HelpHost />
      </StrictMode>,
    );
  }
  setOpen(true);
}
