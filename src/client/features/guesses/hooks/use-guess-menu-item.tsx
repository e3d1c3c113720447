import { Fingerprint } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { MenuItem } from "#client/components/ui/menu.tsx";
import { LazyGuessDialog } from "#client/features/guesses/components/lazy-guess-dialog.tsx";
import { GUESS_MSG } from "#shared/messages/guesses.ts";
import type { Quip } from "#shared/schemas/quips.ts";

/**
 * "Guess who wrote it" for a card's menu, and the dialog it opens: offered on another member's
 * anonymous quip only (the menu is a member's, and never on their own quip).
 */
export function useGuessMenuItem(quip: Quip): { item: MenuItem | null; dialog: ReactNode } {
  const [isGuessing, setGuessing] = useState(false);
  if (!quip.isAnonymous || quip.isOwn) return { item: null, dialog: null };
  return {
    item: {
      label: GUESS_MSG.guessAction,
      icon: <Fingerprint aria-hidden="true" className="size-4 shrink-0" />,
      onSelect: () => setGuessing(true),
    },
    dialog: <LazyGuessDialog quipId={quip.id} open={isGuessing} onOpenChange={setGuessing} />,
  };
}
