import { useEffect, useRef, useState } from "react";

/**
 * Whether an item the server marked as containing one of the reader's muted words is still
 * folded, and `show` to open it. Once opened, `revealedRef` (with `revealedTabIndex`) takes the
 * focus that was on the "show" button, which has left the page.
 */
export function useMutedWordFold<T extends HTMLElement>(containsMutedWord: boolean) {
  const [isShown, setShown] = useState(false);
  const revealedRef = useRef<T>(null);
  useEffect(() => {
    if (isShown) revealedRef.current?.focus();
  }, [isShown]);
  return {
    isFolded: containsMutedWord && !isShown,
    show: () => setShown(true),
    revealedRef,
    revealedTabIndex: isShown ? -1 : undefined,
  };
}
