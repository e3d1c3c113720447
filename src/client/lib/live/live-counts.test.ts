import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { quipKeys, userKeys } from "#client/lib/query-keys.ts";
import { CARDS_WATCHED_MAX } from "#shared/live-cards.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { quipsOnScreen, writeLiveCounts } from "./live-counts";

const quip = (id: string) => ({ id, likesCount: 0, commentsCount: 0 }) as Quip;

/** An answer a mounted component reads: the query has an observer. */
function shown(client: QueryClient, queryKey: readonly unknown[], data: unknown) {
  client.setQueryData(queryKey, data);
  new QueryObserver(client, { queryKey, enabled: false }).subscribe(() => {});
}

describe("the quips on screen", () => {
  it("are those of the answers components read, in feeds' pages and profiles' lists, but the open one", () => {
    const client = new QueryClient();
    shown(client, quipKeys.feed({ filter: "new" }), {
      pages: [[quip("a"), quip("b")], [quip("c")]],
      pageParams: [null, "x"],
    });
    shown(client, userKeys.detail("u1"), [quip("d"), quip("a")]);
    shown(client, quipKeys.detail("open"), quip("open"));
    // Cached for a page not shown any more: nobody reads it.
    client.setQueryData(quipKeys.feed({ filter: "hot" }), { pages: [[quip("gone")]] });
    expect(quipsOnScreen(client, "open")).toEqual(["a", "b", "c", "d"]);
  });

  it(`are at most ${CARDS_WATCHED_MAX}, the first shown first`, () => {
    const client = new QueryClient();
    const many = Array.from({ length: CARDS_WATCHED_MAX + 5 }, (_, i) => quip(`q${i}`));
    shown(client, quipKeys.feed({ filter: "new" }), { pages: [many], pageParams: [null] });
    const cards = quipsOnScreen(client, null);
    expect(cards).toHaveLength(CARDS_WATCHED_MAX);
    expect(cards[0]).toBe("q0");
  });
});

describe("the counts the stream writes", () => {
  it("write a hidden like count as hidden wherever the quip is kept", () => {
    const client = new QueryClient();
    client.setQueryData(quipKeys.detail("a"), { ...quip("a"), likesCount: 4, likesHidden: false });
    writeLiveCounts(client, { quipId: "a", likesCount: null, likesHidden: true, commentsCount: 2 });
    expect(client.getQueryData(quipKeys.detail("a"))).toMatchObject({
      likesCount: null,
      likesHidden: true,
      commentsCount: 2,
    });
  });
});
