import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { TIMING } from "../../../../shared/limits";
import { type FeedFilter, feedPath, parseFeedPage } from "../../../../shared/rules/feed-filters";
import type { Quip } from "../../../../shared/schemas/quip";
import { paths } from "../../../lib/paths";

/** Room for the sticky header when a card is scrolled to. */
const TOP_OFFSET_PX = 80;
/** The card crossing this line (a little under the header) is the one being read. */
const READ_LINE_PX = TOP_OFFSET_PX + 40;

function cardsOfFeed(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>("[data-feed-page]"));
}

/** The page of the first card reaching below the reading line. */
function pageInView(): number {
  const card = cardsOfFeed().find((el) => el.getBoundingClientRect().bottom > READ_LINE_PX);
  return Number(card?.dataset.feedPage ?? 1) || 1;
}

/** The page's cards may reach the document a frame or two after their data: try for a while. */
function scrollToPage(page: number, framesLeft = 30): void {
  const card = cardsOfFeed().find((el) => el.dataset.feedPage === String(page));
  if (!card) {
    if (framesLeft > 0) requestAnimationFrame(() => scrollToPage(page, framesLeft - 1));
    return;
  }
  const top = card.getBoundingClientRect().top + window.scrollY - TOP_OFFSET_PX;
  window.scrollTo({ top, behavior: "instant" });
}

/**
 * The feed's place in the URL (`page`, the page being read, kept up to date while scrolling)
 * so that leaving and coming back restores it: on arrival with page N the feed loads pages
 * 1…N and scrolls to the start of page N. A new filter starts at the top.
 */
export function useFeedPlace(
  query: UseInfiniteQueryResult<InfiniteData<Quip[]>>,
  filter: FeedFilter,
  urlPage: number,
): void {
  const [, navigate] = useLocation();
  const restoreTo = useRef(urlPage);
  const urlPageRef = useRef(urlPage);
  urlPageRef.current = urlPage;
  const pageCount = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;

  // Each arrival on the feed restores the URL's page. A quick trip to a page that is still
  // loading keeps this feed mounted but hidden (Suspense); layout effects run again when it is
  // shown and are cleaned up when it is hidden, so they mark arrivals and departures.
  const [arrival, setArrival] = useState(0);
  const isShown = useRef(false);
  useLayoutEffect(() => {
    isShown.current = true;
    // The address itself: a feed shown again may not have re-rendered with it yet.
    restoreTo.current = parseFeedPage(new URLSearchParams(window.location.search).get("page"));
    setArrival((count) => count + 1);
    return () => {
      isShown.current = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `arrival` starts a new restore
  useEffect(() => {
    const target = restoreTo.current;
    if (target <= 1 || pageCount === 0) return;
    if (pageCount >= target || !hasNextPage || isError) {
      restoreTo.current = 1;
      requestAnimationFrame(() => scrollToPage(Math.min(target, pageCount)));
    } else if (!isFetching) {
      void fetchNextPage();
    }
  }, [arrival, pageCount, hasNextPage, isFetching, isError, fetchNextPage]);

  const firstFilter = useRef(filter);
  useEffect(() => {
    if (filter === firstFilter.current) return;
    firstFilter.current = filter;
    restoreTo.current = 1;
    window.scrollTo({ top: 0, behavior: "instant" });
  }, [filter]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function detect() {
      if (!isShown.current || restoreTo.current > 1) return;
      if (window.location.pathname !== paths.home.path) return;
      const page = pageInView();
      if (page !== urlPageRef.current) navigate(feedPath(filter, page), { replace: true });
    }
    function onScroll() {
      clearTimeout(timer);
      timer = setTimeout(detect, TIMING.scrollDetectDebounceMs);
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, [filter, navigate]);
}
