import type { InfiniteData } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Quip } from "../../../../shared/schemas/quip";
import { keepFeedForOffline } from "../../../lib/offline/offline";

/** Long enough for a page of likes and live counts to settle, so one write follows a burst. */
const SETTLE_MS = 1500;

/**
 * Keeps the feed the reader has in front of them for the offline page, rewritten whenever it
 * changes. Nothing is kept before the feed has quips.
 */
export function useKeepFeedOffline(title: string, pages: InfiniteData<Quip[]> | undefined) {
  useEffect(() => {
    const quips = pages?.pages.flat();
    if (!quips?.length) return;
    const timer = setTimeout(() => keepFeedForOffline(title, quips), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [title, pages]);
}
