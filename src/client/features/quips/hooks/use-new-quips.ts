import { useState } from "react";
import type { Quip } from "../../../../shared/schemas/quips";
import { ownQuipIds } from "../../../entities/quip";
import { useAnnouncedQuips } from "../../../lib/live/use-announced-quips";
import { newQuipIds } from "../utils/new-quips";

/**
 * The quips posted since a list (newest first) was loaded, from the stream's announcements;
 * `dismiss` forgets those a reload did not bring (deleted meanwhile). None until it is loaded.
 */
export function useNewQuips(shown: readonly Quip[] | undefined, topicIdentifier?: string) {
  const announced = useAnnouncedQuips();
  const [dismissedIds, setDismissedIds] = useState<ReadonlySet<string>>(() => new Set());
  const ids = shown
    ? newQuipIds(announced, { shown, topicIdentifier, ownIds: ownQuipIds(), dismissedIds })
    : [];
  const dismiss = (gone: readonly string[]) =>
    setDismissedIds((before) => new Set([...before, ...gone]));
  return { ids, dismiss };
}
