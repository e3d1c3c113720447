import { useEffect, useRef } from "react";

/**
 * A sentinel to put after a list: `onLoadMore` runs when it comes within `thresholdPx` of the
 * viewport. A fresh observer per page reports at once if the sentinel is still that close.
 */
export function useLoadMoreNear({
  enabled,
  thresholdPx,
  onLoadMore,
  pageCount,
}: {
  enabled: boolean;
  thresholdPx: number;
  onLoadMore: () => void;
  pageCount: number;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observe after each page
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: `0px 0px ${thresholdPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, thresholdPx, pageCount]);

  return sentinel;
}
