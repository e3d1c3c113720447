import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Quip } from "#shared/schemas/quips.ts";
import { quipKeys } from "./query-keys";
import {
  mapQuips,
  patchQuipInCaches,
  removeQuipFromCaches,
  removeQuipsFromCaches,
  restoreQuipCaches,
} from "./quip-cache";

const quip = (id: string, likesCount = 0): Quip => ({
  id,
  content: `joke ${id}`,
  punchline: null,
  createdAt: "2025-09-16T12:00:00Z",
  isEdited: false,
  isAnonymous: true,
  topicOfTheDay: false,
  topicText: null,
  topicSlug: null,
  topicIdentifier: null,
  vaultQuipId: null,
  author: null,
  isOwn: false,
  likesCount,
  likesHidden: false,
  commentsCount: 0,
  isLiked: false,
  isBookmarked: false,
  isReported: false,
  containsMutedWord: false,
  guesses: null,
});

describe("quip caches", () => {
  it("patches a quip in infinite pages, lists and details, and can put it all back", () => {
    const client = new QueryClient();
    const feedKey = quipKeys.feed({ filter: "new" });
    client.setQueryData(feedKey, { pages: [[quip("a"), quip("b", 2)]], pageParams: [1] });
    client.setQueryData(quipKeys.detail("b"), quip("b", 2));
    client.setQueryData(["users", "u1", "bookmarks"], [quip("b", 2)]);
    client.setQueryData(quipKeys.likes("b"), [{ id: "b", username: "someone" }]);

    const snapshot = patchQuipInCaches(client, "b", { likesCount: 3, isLiked: true });
    const feed = client.getQueryData<{ pages: Quip[][] }>(feedKey);
    expect(feed?.pages[0]?.map((q) => q.likesCount)).toEqual([0, 3]);
    expect(client.getQueryData<Quip>(quipKeys.detail("b"))?.isLiked).toBe(true);
    expect(client.getQueryData<Quip[]>(["users", "u1", "bookmarks"])?.[0]?.likesCount).toBe(3);
    // A likers list holds users, not quips: untouched even though an id matches.
    expect(client.getQueryData(quipKeys.likes("b"))).toEqual([{ id: "b", username: "someone" }]);

    restoreQuipCaches(client, snapshot);
    expect(client.getQueryData<Quip>(quipKeys.detail("b"))?.likesCount).toBe(2);
  });

  it("removes a deleted quip from lists and forgets its detail", () => {
    const client = new QueryClient();
    const feedKey = quipKeys.feed({ filter: "new" });
    client.setQueryData(feedKey, { pages: [[quip("a"), quip("b")]], pageParams: [1] });
    client.setQueryData(quipKeys.detail("a"), quip("a"));
    removeQuipFromCaches(client, "a");
    expect(client.getQueryData<{ pages: Quip[][] }>(feedKey)?.pages[0]?.map((q) => q.id)).toEqual([
      "b",
    ]);
    expect(client.getQueryData(quipKeys.detail("a"))).toBeUndefined();
  });

  it("removes every quip a rule picks, from lists and details alike", () => {
    const client = new QueryClient();
    const feedKey = quipKeys.feed({ filter: "new" });
    client.setQueryData(feedKey, { pages: [[quip("a"), quip("b")], [quip("c")]], pageParams: [1] });
    client.setQueryData(["users", "u1", "bookmarks"], [quip("c"), quip("d")]);
    client.setQueryData(quipKeys.detail("c"), quip("c"));
    client.setQueryData(quipKeys.detail("d"), quip("d"));
    removeQuipsFromCaches(client, (q) => q.id === "a" || q.id === "c");
    const feed = client.getQueryData<{ pages: Quip[][] }>(feedKey);
    expect(feed?.pages.map((page) => page.map((q) => q.id))).toEqual([["b"], []]);
    expect(client.getQueryData<Quip[]>(["users", "u1", "bookmarks"])?.map((q) => q.id)).toEqual([
      "d",
    ]);
    expect(client.getQueryData(quipKeys.detail("c"))).toBeUndefined();
    expect(client.getQueryData<Quip>(quipKeys.detail("d"))?.id).toBe("d");
  });

  it("keeps an answer's identity when nothing changes", () => {
    const data = [quip("a")];
    expect(mapQuips(data, (q) => q)).toBe(data);
  });
});
