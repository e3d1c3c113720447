import { lazy } from "react";
import type { QuipMenuProps } from "#client/entities/quip/index.ts";
import { useGuessMenuItem } from "#client/features/guesses/index.ts";

// The safety feature's menu comes in its feature's own chunk, whole, fetched as soon as this
// module arrives: imported statically, its parts would be split into chunks of their own, and
// every page's first load would carry their names. Until it arrives the card's stand-in button
// shows (QuipSafetyButton's fallback).
const safety = import("#client/features/safety/index.ts");
const QuipSafetyMenu = lazy(() => safety.then((m) => ({ default: m.QuipSafetyMenu })));

/**
 * A card's "more" menu on another member's quip: while it is anonymous a guess at who wrote it
 * (decision 0164), then what the reader can do about its author. Two features, composed here.
 */
export function QuipCardMenu(props: QuipMenuProps) {
  const guess = useGuessMenuItem(props.quip);
  return (
    <>
      <QuipSafetyMenu {...props} otherItems={guess.item ? [guess.item] : []} />
      {guess.dialog}
    </>
  );
}
