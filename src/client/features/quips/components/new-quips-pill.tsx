import { lazy, Suspense } from "react";
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
  // Of no height, so that its coming and going moves nothing under the reader.
  return (
    <div
      aria-live="polite"
      className="pointer-events-none sticky top-3 z-20 flex h-0 justify-center md:top-[7.75rem]"
    >
      <Suspense fallback={null}>
        <NewQuipsButton {...props} />
      </Suspense>
    </div>
  );
}
