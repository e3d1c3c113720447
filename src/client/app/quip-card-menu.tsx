import type { QuipMenuProps } from "#client/entities/quip/index.ts";
import { useGuessMenuItem } from "#client/features/guesses/index.ts";
import { QuipSafetyMenu } from "#client/features/safety/index.ts";

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
