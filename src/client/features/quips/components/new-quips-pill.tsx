import { ArrowUp } from "lucide-react";
import { useState } from "react";
import type { Quip } from "../../../../shared/schemas/quip";
import { LIVE_MSG } from "../../../../shared/user-messages";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useNewQuips } from "../hooks/use-new-quips";

type NewQuipsPillProps = {
  /** The list's quips, newest first; undefined while it loads. */
  quips: readonly Quip[] | undefined;
  /** A topic's page: only that topic's quips. */
  topicIdentifier?: string | undefined;
  /** Loads the list again; answers whether that failed. */
  onLoad: () => Promise<{ isError: boolean }>;
};

/**
 * "3 new quips", floating at the top of a newest-first list while the reader scrolls it, as
 * quips are posted. Nothing moves until it is pressed: then the list is loaded again, the new
 * quips above the one being read, which stays where it is.
 */
export function NewQuipsPill({ quips, topicIdentifier, onLoad }: NewQuipsPillProps) {
  const { ids, dismiss } = useNewQuips(quips, topicIdentifier);
  const [isLoading, setLoading] = useState(false);

  async function load() {
    const offered = ids;
    setLoading(true);
    const { isError } = await onLoad();
    setLoading(false);
    // What a good reload did not bring was deleted meanwhile.
    if (!isError) dismiss(offered);
  }

  // Of no height, so that its coming and going moves nothing under the reader.
  return (
    <div
      aria-live="polite"
      className="pointer-events-none sticky top-3 z-20 flex h-0 justify-center md:top-[7.75rem]"
    >
      {ids.length > 0 ? (
        <Button
          size="sm"
          onClick={() => void load()}
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
      ) : null}
    </div>
  );
}
