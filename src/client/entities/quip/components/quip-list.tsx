import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode, useDeferredValue, useEffect, useRef } from "react";
import { LIMITS } from "#shared/limits.ts";
import { FEED_MSG } from "#shared/messages/feed.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { QuipCard } from "./quip-card";
import { QuipListSkeleton } from "./quip-card-skeleton";
import { QuipListEnd, QuipListError, QuipListLoadingMore } from "./quip-list-status";

type QuipListProps = {
  query: UseInfiniteQueryResult<InfiniteData<Quip[]>>;
  /** What to show when there is not a single quip. */
  empty: ReactNode;
  endText?: string;
  /** Load the next page when the reader is this close to the bottom. */
  thresholdPx?: number;
  onNavigate?: (() => void) | undefined;
  label?: string;
  /** An item of the page's own after the first quip (an article: it is in the feed). */
  afterFirst?: ReactNode;
};

/**
 * Quips in pages with infinite scroll (an ARIA feed): skeletons first, then cards; the next
 * page loads near the bottom; the end, a failure or emptiness each get their own line.
 * Each card carries `data-feed-page` so a page can be found again.
 */
export function QuipList({
  query,
  empty,
  endText = FEED_MSG.end,
  thresholdPx = LIMITS.feedScrollThresholdPx,
  onNavigate,
  label = "Quips",
  afterFirst,
}: QuipListProps) {
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  const pageCount = data?.pages.length ?? 0;
  const mayLoadMore = Boolean(hasNextPage) && !isFetchingNextPage && !isFetchNextPageError;
  // The first cards render in a later pass that React can interrupt, not in the update that
  // delivers them: a page of cards rendered at once blocks a slow phone's main thread.
  const isRevealed = useDeferredValue(data !== undefined);

  // A fresh observer per page: it reports at once if the sentinel is still near the viewport.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observe after each page, and once the cards show
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !mayLoadMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${thresholdPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [mayLoadMore, pageCount, isRevealed, thresholdPx, fetchNextPage]);

  if (query.isPending) {
    return <QuipListSkeleton count={LIMITS.feedSkeletonCards} label="Loading quips" />;
  }
  if (query.isError && !data) {
    return <QuipListError message={FEED_MSG.failed} onRetry={() => void query.refetch()} />;
  }
  if (!isRevealed) {
    return <QuipListSkeleton count={LIMITS.feedSkeletonCards} label="Loading quips" />;
  }
  const quips = data?.pages.flat() ?? [];
  if (quips.length === 0) return <>{empty}</>;

  return (
    <>
      <div role="feed" aria-label={label} aria-busy={isFetchingNextPage} className="space-y-4">
        {data?.pages.map((page, index) =>
          page.map((quip) => (
            <Fragment key={quip.id}>
              <QuipCard quip={quip} feedPage={index + 1} onNavigate={onNavigate} />
              {quip === quips[0] ? afterFirst : null}
            </Fragment>
          )),
        )}
      </div>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage ? <QuipListLoadingMore label={FEED_MSG.loadingMore} /> : null}
      {isFetchNextPageError ? (
        <QuipListError message={FEED_MSG.failed} onRetry={() => void fetchNextPage()} />
      ) : null}
      {!hasNextPage && !isFetchNextPageError ? <QuipListEnd text={endText} /> : null}
    </>
  );
}
