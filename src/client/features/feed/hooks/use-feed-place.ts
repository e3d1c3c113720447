import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import {
  type FeedAnchor,
  readFeedAnchor,
  saveFeedAnchor,
} from "#client/lib/feed-place/feed-anchor.ts";
import { paths } from "#client/lib/paths.ts";
import { TIMING } from "#shared/limits.ts";
import { type FeedFilter, feedPath, parseFeedPage } from "#shared/rules/feed-filters.ts";
import type { Quip } from "#shared/schemas/quips.ts";

/** Room for the sticky header when a card is scrolled to. */
const TOP_OFFSET_PX = 80;
/** The card crossing this line (a little under the header) is the one being read. */
const READ_LINE_PX = TOP_OFFSET_PX + 40;

function cardsOfFeed(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>("[data-feed-page]"));
}

/** The first card reaching below the reading line. */
function cardInView(): HTMLElement | undefined {
  return cardsOfFeed().find((el) => el.getBoundingClientRect().bottom > READ_LINE_PX);
}

const pageOf = (card: HTMLElement | undefined) => Number(card?.dataset.feedPage ?? 1) || 1;

function scrollCardTo(card: HTMLElement, top: number): void {
  const y = card.getBoundingClientRect().top + window.scrollY - top;
  window.scrollTo({ top: y, behavior: "instant" });
}

/**
 * The anchor's card where it stood, else the start of `page` (when above 1). The cards may
 * reach the document a frame or two after their data: try for a while.
 */
function scrollToPlace(anchor: FeedAnchor | null, page: number, framesLeft = 30): void {
  const cards = cardsOfFeed();
  const card = anchor && cards.find((el) => el.dataset.quipId === anchor.quipId);
  if (card && anchor) {
    // A window resized since may leave the remembered spot under the header or off screen.
    const fits = anchor.top >= TOP_OFFSET_PX && anchor.top < window.innerHeight - 40;
    scrollCardTo(card, fits ? anchor.top : TOP_OFFSET_PX);
    return;
  }
  const start = cards.find((el) => el.dataset.feedPage === String(page));
  if (!start) {
    if (framesLeft > 0) requestAnimationFrame(() => scrollToPlace(anchor, page, framesLeft - 1));
    return;
  }
  if (page > 1) scrollCardTo(start, TOP_OFFSET_PX);
}

/**
 * The feed's place, so that leaving and coming back (the back button, the browser's Back, Home)
 * restores it. The URL keeps `page`, the page being read, up to date while scrolling; on
 * arrival the feed loads the pages up to it from the cache or the server. The quip the reader
 * opened (or was reading) is remembered with its height in the window, and put back there.
 * A new filter starts at the top.
 */
export function useFeedPlace(
  query: UseInfiniteQueryResult<InfiniteData<Quip[]>>,
  filter: FeedFilter,
  urlPage: number,
): void {
  const [, navigate] = useLocation();
  /** The page to load up to and restore; 0 once restored. */
  const restoreTo = useRef(urlPage);
  const anchor = useRef<FeedAnchor | null>(null);
  const urlPageRef = useRef(urlPage);
  urlPageRef.current = urlPage;
  const pageCount = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;

  // Each arrival on the feed restores its place. A quick trip to a page that is still loading
  // keeps this feed mounted but hidden (Suspense); layout effects run again when it is shown
  // and are cleaned up when it is hidden, so they mark arrivals and departures.
  const [arrival, setArrival] = useState(0);
  const isShown = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per arrival
  useLayoutEffect(() => {
    isShown.current = true;
    // The address itself: a feed shown again may not have re-rendered with it yet.
    const page = parseFeedPage(new URLSearchParams(window.location.search).get("page"));
    anchor.current = readFeedAnchor(filter, page);
    restoreTo.current = Math.max(page, anchor.current?.cardPage ?? 1);
    setArrival((count) => count + 1);
    return () => {
      isShown.current = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `arrival` starts a new restore
  useEffect(() => {
    const target = restoreTo.current;
    if (target === 0 || pageCount === 0) return;
    if (pageCount >= target || !hasNextPage || isError) {
      restoreTo.current = 0;
      const place = anchor.current;
      const page = Math.min(urlPageRef.current, pageCount);
      requestAnimationFrame(() => scrollToPlace(place, page));
    } else if (!isFetching) {
      void fetchNextPage();
    }
  }, [arrival, pageCount, hasNextPage, isFetching, isError, fetchNextPage]);

  const firstFilter = useRef(filter);
  useEffect(() => {
    if (filter === firstFilter.current) return;
    firstFilter.current = filter;
    restoreTo.current = 0;
    window.scrollTo({ top: 0, behavior: "instant" });
  }, [filter]);

  useEffect(() => {
    const isOnFeed = () =>
      isShown.current && restoreTo.current === 0 && window.location.pathname === paths.home.path;

    function remember(card: HTMLElement | undefined) {
      if (!card?.dataset.quipId) return;
      saveFeedAnchor({
        filter,
        page: urlPageRef.current,
        cardPage: pageOf(card),
        quipId: card.dataset.quipId,
        top: card.getBoundingClientRect().top,
      });
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    function detect() {
      if (!isOnFeed()) return;
      const card = cardInView();
      const page = pageOf(card);
      if (page !== urlPageRef.current) navigate(feedPath(filter, page), { replace: true });
      urlPageRef.current = page;
      remember(card);
    }
    function onScroll() {
      clearTimeout(timer);
      timer = setTimeout(detect, TIMING.scrollDetectDebounceMs);
    }
    // Leaving by a link: the card it sits on is the place to come back to (else the one read).
    function onClick(event: MouseEvent) {
      if (!isOnFeed() || !(event.target instanceof Element)) return;
      if (!event.target.closest("a[href]")) return;
      clearTimeout(timer);
      const card = event.target.closest<HTMLElement>("[data-feed-page]") ?? cardInView();
      remember(card ?? undefined);
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("click", onClick, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("click", onClick, true);
    };
  }, [filter, navigate]);
}
