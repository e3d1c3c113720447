import { useState } from "react";
import { ownQuipIds } from "#client/entities/quip/index.ts";
import { newQuipIds } from "#client/features/quips/utils/new-quips.ts";
import { useAnnouncedQuips } from "#client/lib/live/use-announced-quips.ts";
import type { Quip } from "#shared/schemas/quips.ts";

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
