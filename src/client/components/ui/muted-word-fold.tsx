import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "#client/lib/cn.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";

/**
 * An item the server marked as containing one of the reader's muted words, folded into one
 * line, "Hidden: contains a muted word — show", until the reader opens it; the focus then moves
 * from the "show" button, which has left the page, onto the item. With a `label` the line is an
 * article of that name (in a feed or a thread); without, a paragraph.
 */
export function MutedWordFold({
  what,
  label,
  className,
  children,
  ...place
}: {
  /** What "show" opens, for screen readers: "this quip", "this comment". */
  what: string;
  label?: string;
  className?: string;
  children: ReactNode;
  /** A feed's place marks, kept on the folded line as on the card. */
  "data-feed-page"?: number | undefined;
  "data-quip-id"?: string | undefined;
}) {
  const [isShown, setShown] = useState(false);
  const revealed = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isShown) revealed.current?.focus();
  }, [isShown]);

  if (isShown) {
    return (
      <div ref={revealed} tabIndex={-1} className="rounded-2xl focus:outline-none">
        {children}
      </div>
    );
  }
  const line = (
    <p className={cn("text-sm text-gray-700", !label && className)}>
      {SAFETY_MSG.mutedWordHidden} —{" "}
      <button
        type="button"
        onClick={() => setShown(true)}
        className="rounded font-semibold text-brand-strong underline underline-offset-2 hover:text-gray-900"
      >
        {SAFETY_MSG.mutedWordShow}
        <span className="sr-only"> {what}</span>
      </button>
    </p>
  );
  return label ? (
    <article aria-label={label} className={className} {...place}>
      {line}
    </article>
  ) : (
    line
  );
}
