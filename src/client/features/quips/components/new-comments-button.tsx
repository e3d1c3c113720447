import { ArrowDown } from "lucide-react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { LIVE_MSG } from "#shared/messages/live.ts";
import type { CommentPage } from "#shared/schemas/comments.ts";

type NewCommentsButtonProps = {
  /** Comments the stream counts beyond those loaded; nothing is shown at 0. */
  count: number;
  /** The comments' first page as loaded: a new one means the new comments are in. */
  firstPage: CommentPage | undefined;
  isLoading: boolean;
  /** Loads the comments again; answers whether that failed. */
  onLoad: () => Promise<{ isError: boolean }>;
};

/**
 * "2 new comments" above the list, loading them on request. It stays in view while the reader
 * scrolls through the comments, as the new quips pill does on a feed; where it comes in, the
 * browser's scroll anchoring keeps the comment being read in place. Pressed from the focus, it
 * hands the focus to the newest comment once drawn (it is gone by then), without scrolling.
 */
export function NewCommentsButton({ count, firstPage, isLoading, onLoad }: NewCommentsButtonProps) {
  const place = useRef<HTMLDivElement>(null);
  const [focusPast, setFocusPast] = useState<CommentPage | null>(null);

  useEffect(() => {
    if (!focusPast || firstPage === focusPast) return;
    setFocusPast(null);
    const newest = place.current?.parentElement?.querySelector<HTMLElement>("article");
    if (!newest) return;
    newest.tabIndex = -1;
    newest.focus({ preventScroll: true });
  }, [focusPast, firstPage]);

  async function load(event: MouseEvent<HTMLButtonElement>) {
    const hadFocus = document.activeElement === event.currentTarget;
    const before = firstPage;
    const { isError } = await onLoad();
    if (!isError && hadFocus && before) setFocusPast(before);
  }

  return (
    <div
      ref={place}
      aria-live="polite"
      className="sticky top-3 z-20 flex justify-center md:top-[7.75rem]"
    >
      {count > 0 ? (
        <Button
          size="sm"
          className="mt-3 shadow-lg ring-2 ring-white"
          disabled={isLoading}
          onClick={(event) => void load(event)}
        >
          {isLoading ? (
            <Spinner className="size-4" />
          ) : (
            <ArrowDown aria-hidden="true" className="size-4" />
          )}
          {LIVE_MSG.newComments(count)}
        </Button>
      ) : null}
    </div>
  );
}
