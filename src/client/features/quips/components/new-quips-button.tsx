import { ArrowUp } from "lucide-react";
import { useState } from "react";
import { LIVE_MSG } from "../../../../shared/live-messages";
import type { Quip } from "../../../../shared/schemas/quip";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useNewQuips } from "../hooks/use-new-quips";

export type NewQuipsProps = {
  /** The list's quips, newest first; undefined while it loads. */
  quips: readonly Quip[] | undefined;
  /** A topic's page: only that topic's quips. */
  topicIdentifier?: string | undefined;
  /** Loads the list again; answers whether that failed. */
  onLoad: () => Promise<{ isError: boolean }>;
};

/** The pill's button, shown while there are new quips to load. */
export function NewQuipsButton({ quips, topicIdentifier, onLoad }: NewQuipsProps) {
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

  if (ids.length === 0) return null;
  return (
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
  );
}
