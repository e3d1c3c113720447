import { lazy, Suspense, useCallback, useRef } from "react";
import type { NewQuipsProps } from "./new-quips-button";

// Its code comes with the first newest-first list shown, not with the first page load.
const NewQuipsButton = lazy(() =>
  import("./new-quips-button").then((m) => ({ default: m.NewQuipsButton })),
);

/**
 * "3 new quips", floating at the top of a newest-first list while the reader scrolls it, as
 * quips are posted. Nothing moves until it is pressed: then the list is loaded again, the new
 * quips above the one being read, which stays where it is.
 */
export function NewQuipsPill(props: NewQuipsProps) {
  const place = useRef<HTMLDivElement>(null);

  // The list follows the pill: its first quip, the newest, takes the focus the pill had, without
  // scrolling the reader away from where they are.
  const focusNewest = useCallback(() => {
    const card = place.current?.parentElement?.querySelector<HTMLElement>("article");
    if (!card) return;
    card.tabIndex = -1;
    card.focus({ preventScroll: true });
  }, []);

  // Of no height, so that its coming and going moves nothing under the reader.
  return (
    <div
      ref={place}
      aria-live="polite"
      className="pointer-events-none sticky top-3 z-20 flex h-0 justify-center md:top-[7.75rem]"
    >
      <Suspense fallback={null}>
        <NewQuipsButton {...props} onShownFromFocus={focusNewest} />
      </Suspense>
    </div>
  );
}
