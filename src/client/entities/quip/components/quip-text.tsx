import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { LinkedText } from "#client/components/ui/linked-text.tsx";
import { cn } from "#client/lib/cn.ts";
import { PUNCHLINE_MSG } from "#shared/messages/quips.ts";
import type { QuipText as QuipTextFields } from "#shared/rules/punchline.ts";

const TEXT_CLASS =
  "text-[1.0625rem] leading-relaxed break-words whitespace-pre-wrap text-gray-900 select-text";

/**
 * A quip's text wherever it shows: its setup, and a punchline behind a "Show punchline" button
 * that reveals it in place, in the browser alone (decision 0163). The button stays where it is,
 * so the focus does too, and says whether the punchline is shown (`aria-expanded`). Until it
 * is pressed the punchline is not in the page at all, so a page the server writes carries the
 * setup only. `open` shows both at once, the punchline under its name, for those who read the
 * whole quip: moderators, and an author reading their own drafts and held quips.
 */
export function QuipText({
  quip,
  open = false,
  onNavigate,
  className,
}: {
  quip: QuipTextFields;
  open?: boolean;
  onNavigate?: (() => void) | undefined;
  className?: string;
}) {
  const punchlineId = useId();
  const [isShown, setShown] = useState(false);
  const setup = (
    <p className={cn(TEXT_CLASS, className)}>
      <LinkedText text={quip.content} onNavigate={onNavigate} />
    </p>
  );
  if (!quip.punchline) return setup;
  const punchline = <LinkedText text={quip.punchline} onNavigate={onNavigate} />;
  if (open) {
    return (
      <>
        {setup}
        <p className={cn(TEXT_CLASS, "mt-2 font-semibold")}>
          <span className="block text-sm font-semibold text-gray-600">{PUNCHLINE_MSG.label}</span>
          {punchline}
        </p>
      </>
    );
  }
  return (
    <>
      {setup}
      <p id={punchlineId} hidden={!isShown} className={cn(TEXT_CLASS, "mt-2 font-semibold")}>
        {isShown ? punchline : null}
      </p>
      <button
        type="button"
        // The "p" shortcut finds the button by this mark, whatever its words.
        data-punchline=""
        aria-expanded={isShown}
        aria-controls={punchlineId}
        onClick={() => setShown((shown) => !shown)}
        className={cn(
          "mt-2 inline-flex h-9 items-center gap-1.5 rounded-full border border-brand/30 bg-brand-soft px-3.5 text-sm font-semibold text-brand-strong",
          "transition-colors hover:border-brand",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
        )}
      >
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform", isShown && "rotate-180")}
        />
        {isShown ? PUNCHLINE_MSG.hide : PUNCHLINE_MSG.show}
      </button>
    </>
  );
}
