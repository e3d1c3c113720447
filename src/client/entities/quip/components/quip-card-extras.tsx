import { Ellipsis } from "lucide-react";
import { type ReactNode, Suspense, use, useState } from "react";
import { MutedWordFold } from "#client/components/ui/muted-word-fold.tsx";
import { lazyQuipMenu, QuipMenuContext } from "#client/entities/quip/lib/quip-menu.ts";
import { SAFETY_CLIENT_MSG } from "#shared/messages/safety.screens.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { quipActionClass } from "./quip-action";

/*
 * What a card shows only to some members, loaded after the page: the safety menu's button and
 * the muted-word fold. A visitor needs neither, and the first page load has no room for them.
 */

/**
 * The card's "more" button. The menu (mute, block, hide, with their calls and dialogs) loads
 * when the button is first pressed or pointed at; meanwhile this button stands in for the
 * menu's own, which opens at once when it arrives.
 */
export function QuipSafetyButton({
  quip,
  onGone,
}: {
  quip: Quip;
  onGone?: (() => void) | undefined;
}) {
  const loadMenu = use(QuipMenuContext);
  const [isWanted, setWanted] = useState(false);
  if (!loadMenu) return null;
  const QuipSafetyMenu = lazyQuipMenu(loadMenu);
  const triggerClassName = quipActionClass();
  const standIn = (
    <button
      type="button"
      aria-label={SAFETY_CLIENT_MSG.quipMenu}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onClick={() => setWanted(true)}
      className={triggerClassName}
    >
      <Ellipsis aria-hidden="true" className="size-5" />
    </button>
  );
  if (!isWanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <QuipSafetyMenu quip={quip} triggerClassName={triggerClassName} defaultOpen onGone={onGone} />
    </Suspense>
  );
}

/** A quip with a muted word of the reader's: one line in the card's place until opened. */
export function FoldedQuip({
  card,
  className,
  feedPage,
  quipId,
}: {
  card: ReactNode;
  className: string;
  feedPage: number | undefined;
  quipId: string;
}) {
  return (
    <MutedWordFold
      what="this quip"
      label="Hidden quip"
      className={className}
      data-feed-page={feedPage}
      data-quip-id={feedPage === undefined ? undefined : quipId}
    >
      {card}
    </MutedWordFold>
  );
}
