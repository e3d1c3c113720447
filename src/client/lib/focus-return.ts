/**
 * Remembers what has the focus now (the button that opens a dialog or a form) and returns a
 * function that gives the focus back to it, saying whether it could: not when it has left
 * the page (the quip it belonged to was deleted) or when nothing had the focus.
 */
export function rememberFocus(): () => boolean {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  return () => {
    if (!opener?.isConnected) return false;
    opener.focus();
    return true;
  };
}
