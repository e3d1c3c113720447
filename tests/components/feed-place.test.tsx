import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFeedPlace } from "#client/features/feed/hooks/use-feed-place.ts";
import { readFeedAnchor, saveFeedAnchor } from "#client/lib/feed-place/feed-anchor.ts";
import { TIMING } from "#shared/limits.ts";
import type { FeedFilter } from "#shared/rules/feed-filters.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { scaled } from "../support/time-budget";

/**
 * The reader's place in the feed: on arrival the pages up to the one in the address are loaded
 * and the remembered card put back where it stood; scrolling keeps the address's page and the
 * place up to date; a link opened from a card marks that card; a new filter starts at the top.
 * The simulated DOM lays nothing out: each card is 200 px tall, one under the other.
 */
const CARD_PX = 200;
const PER_PAGE = 2;
const waitLong = { timeout: scaled(2_000) };

let scrollY = 0;
let scrolls: number[];

beforeEach(() => {
  scrollY = 0;
  scrolls = [];
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollY });
  Object.defineProperty(window, "innerHeight", { configurable: true, get: () => 800 });
  vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? 0;
    scrolls.push(scrollY);
  }) as typeof window.scrollTo);
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    const index = Number(this.dataset.index ?? 0);
    const top = index * CARD_PX - scrollY;
    return { top, bottom: top + CARD_PX, height: CARD_PX } as DOMRect;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const quipId = (index: number) => `q${index}`;

function pagesOf(count: number): Quip[][] {
  return Array.from({ length: count }, (_, page) =>
    Array.from({ length: PER_PAGE }, (_, i) => ({ id: quipId(page * PER_PAGE + i) }) as Quip),
  );
}

type Query = UseInfiniteQueryResult<InfiniteData<Quip[]>>;

function queryOf(pages: number, fetchNextPage: () => void, hasNextPage = true): Query {
  return {
    data: { pages: pagesOf(pages), pageParams: [] },
    hasNextPage,
    isFetching: false,
    isError: false,
    fetchNextPage,
  } as unknown as Query;
}

function Feed({ query, filter, page }: { query: Query; filter: FeedFilter; page: number }) {
  useFeedPlace(query, filter, page);
  return (
    <div>
      {query.data?.pages.flatMap((quips, p) =>
        quips.map((quip, i) => (
          <article
            key={quip.id}
            data-feed-page={p + 1}
            data-quip-id={quip.id}
            data-index={p * PER_PAGE + i}
          >
            <a href={`/quips/${quip.id}`}>Open {quip.id}</a>
          </article>
        )),
      )}
    </div>
  );
}

/** A feed whose pages arrive one per call of fetchNextPage, as the server would send them. */
function arrive(filter: FeedFilter, page: number, cached = 1) {
  window.history.replaceState(null, "", page > 1 ? `/?filter=${filter}&page=${page}` : "/");
  let loaded = cached;
  // The next page arrives after the call, as a response would.
  const fetchNextPage = vi.fn(() => {
    loaded += 1;
    setTimeout(() =>
      view.rerender(<Feed query={queryOf(loaded, fetchNextPage)} filter={filter} page={page} />),
    );
  });
  const view = render(<Feed query={queryOf(loaded, fetchNextPage)} filter={filter} page={page} />);
  return { fetchNextPage, view };
}

describe("the feed's place", () => {
  it("loads the pages up to the address's page and shows that page's start", async () => {
    const { fetchNextPage } = arrive("new", 3);
    await waitFor(() => expect(scrolls).toEqual([2 * PER_PAGE * CARD_PX - 80]), waitLong);
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it("puts the remembered card back where it stood in the window", async () => {
    saveFeedAnchor({ filter: "new", page: 2, cardPage: 2, quipId: quipId(3), top: 300 });
    arrive("new", 2);
    await waitFor(() => expect(scrolls).toEqual([3 * CARD_PX - 300]), waitLong);
  });

  it("keeps the page being read in the address, and the card being read as the place", async () => {
    arrive("new", 1, 3);
    // Nothing to restore on the first page: the reader scrolls down to page 2's second card.
    await act(async () => {
      scrollY = 3 * CARD_PX - 100;
      fireEvent.scroll(window);
      await new Promise((resolve) => setTimeout(resolve, TIMING.scrollDetectDebounceMs + 50));
    });
    expect(window.location.search).toBe("?filter=new&page=2");
    expect(readFeedAnchor("new", 2)).toMatchObject({ cardPage: 2, quipId: quipId(3), top: 100 });
  });

  it("remembers the card whose link was opened, not the one being read", async () => {
    arrive("new", 1);
    fireEvent.click(screen.getByText(`Open ${quipId(1)}`));
    expect(readFeedAnchor("new", 1)).toMatchObject({ quipId: quipId(1), top: CARD_PX });
  });

  it("starts a new filter at the top", async () => {
    const { fetchNextPage, view } = arrive("new", 1);
    scrollY = 500;
    view.rerender(<Feed query={queryOf(1, fetchNextPage)} filter="top48" page={1} />);
    await waitFor(() => expect(scrolls).toContain(0), waitLong);
    expect(scrollY).toBe(0);
  });
});
