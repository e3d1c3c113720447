import { useEffect, useRef, useState } from "react";
import { SAFETY_MSG } from "../../../shared/user-messages";
import { cn } from "../../lib/cn";

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

/** "Hidden: contains a muted word — show", the folded item's only line. */
export function MutedWordLine({
  onShow,
  what,
  className,
}: {
  onShow: () => void;
  /** What "show" opens, for screen readers: "this quip", "this comment". */
  what: string;
  className?: string;
}) {
  return (
    <p className={cn("text-sm text-gray-700", className)}>
      {SAFETY_MSG.mutedWordHidden} —{" "}
      <button
        type="button"
        onClick={onShow}
        className="rounded font-semibold text-brand-strong underline underline-offset-2 hover:text-gray-900"
      >
        {SAFETY_MSG.mutedWordShow}
        <span className="sr-only"> {what}</span>
      </button>
    </p>
  );
}
