import { ArrowUp } from "lucide-react";
import { type MouseEvent, useEffect, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useNewQuips } from "#client/features/quips/hooks/use-new-quips.ts";
import { LIVE_MSG } from "#shared/messages/live.ts";
import type { Quip } from "#shared/schemas/quips.ts";

export type NewQuipsProps = {
  /** The list's quips, newest first; undefined while it loads. */
  quips: readonly Quip[] | undefined;
  /** A topic's page: only that topic's quips. */
  topicIdentifier?: string | undefined;
  /** Loads the list again; answers whether that failed. */
  onLoad: () => Promise<{ isError: boolean }>;
};

type NewQuipsButtonProps = NewQuipsProps & {
  /** Once the new quips are drawn, if the button had the focus: it is gone, the focus must move. */
  onShownFromFocus: () => void;
};

/** The pill's button, shown while there are new quips to load. */
export function NewQuipsButton({
  quips,
  topicIdentifier,
  onLoad,
  onShownFromFocus,
}: NewQuipsButtonProps) {
  const { ids, dismiss } = useNewQuips(quips, topicIdentifier);
  const [isLoading, setLoading] = useState(false);
  /** The quip that led the list when the pill was pressed from the focus, until another does. */
  const [focusPast, setFocusPast] = useState<{ topId: string | undefined } | null>(null);
  const topId = quips?.[0]?.id;

  useEffect(() => {
    if (!focusPast || topId === focusPast.topId) return;
    setFocusPast(null);
    onShownFromFocus();
  }, [focusPast, topId, onShownFromFocus]);

  async function load(event: MouseEvent<HTMLButtonElement>) {
    const hadFocus = document.activeElement === event.currentTarget;
    const offered = ids;
    const topBefore = topId;
    setLoading(true);
    const { isError } = await onLoad();
    setLoading(false);
    if (isError) return;
    // What a good reload did not bring was deleted meanwhile.
    dismiss(offered);
    if (hadFocus) setFocusPast({ topId: topBefore });
  }

  if (ids.length === 0) return null;
  return (
    <Button
      size="sm"
      onClick={(event) => void load(event)}
      disabled={isLoading}
      className="pointer-events-auto shadow-lg ring-2 ring-white"
    >
      {isLoading ? (
        <Spinner className="size-4" />
      ) : (
        <ArrowUp aria-hidden="true" className="size-4" />
      )}
      {LIVE_MSG.newQuips(ids.length)}
    </Button>
  );
}
