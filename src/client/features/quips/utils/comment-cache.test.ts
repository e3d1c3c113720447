import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { CommentPages } from "#client/features/quips/api/get-comments.ts";
import type { ReplyPages } from "#client/features/quips/api/get-replies.ts";
import { quipKeys } from "#client/lib/query-keys.ts";
import type { CommentView } from "#shared/schemas/comments.ts";
import { addCommentToCaches, cachedCommentIds } from "./comment-cache";

const QUIP = "q1";

function comment(id: string, extra: Partial<CommentView> = {}): CommentView {
  return {
    id,
    content: `text ${id}`,
    createdAt: "2025-09-16T12:00:00.000Z",
    parentCommentId: null,
    depth: 1,
    author: null,
    isQuipAuthor: false,
    isOwn: false,
    containsMutedWord: false,
    isEdited: false,
    editedAt: null,
    isDeleted: false,
    isHidden: false,
    repliesCount: 0,
    repliesCursor: null,
    replies: [],
    ...extra,
  };
}

function reply(id: string, parent: string, depth = 2): CommentView {
  return comment(id, { parentCommentId: parent, depth });
}

function cached(pages: CommentView[][], total: number): CommentPages {
  return {
    pages: pages.map((comments, i) => ({
      comments,
      total,
      nextCursor: i < pages.length - 1 ? `c${i}` : null,
      readAt: "2025-09-16T14:00:00.000Z",
    })),
    pageParams: pages.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
  };
}

function list(client: QueryClient) {
  return client.getQueryData<CommentPages>(quipKeys.comments(QUIP));
}

describe("a posted comment in the cached pages", () => {
  it("leads the first page and moves the total of every page", () => {
    const client = new QueryClient();
    client.setQueryData(quipKeys.comments(QUIP), cached([[comment("a")], [comment("b")]], 2));
    expect(addCommentToCaches(client, QUIP, comment("new"))).toBe(true);
    const data = list(client);
    expect(data?.pages[0]?.comments.map((c) => c.id)).toEqual(["new", "a"]);
    expect(data?.pages[1]?.comments.map((c) => c.id)).toEqual(["b"]);
    expect(data?.pages.map((p) => p.total)).toEqual([3, 3]);
  });

  it("adds a reply last among its comment's replies, however deep, and counts it", () => {
    const client = new QueryClient();
    const second = reply("r1", "a");
    const top = comment("a", { repliesCount: 1, replies: [second] });
    client.setQueryData(quipKeys.comments(QUIP), cached([[comment("z")], [top]], 3));
    addCommentToCaches(client, QUIP, reply("r2", "a"));
    expect(addCommentToCaches(client, QUIP, reply("rr", "r1", 3))).toBe(true);
    const [updated] = list(client)?.pages[1]?.comments ?? [];
    expect(updated?.repliesCount).toBe(2);
    expect(updated?.replies.map((r) => r.id)).toEqual(["r1", "r2"]);
    expect(updated?.replies[0]).toMatchObject({ repliesCount: 1, replies: [{ id: "rr" }] });
    expect(list(client)?.pages[0]?.total).toBe(5);
  });

  it("goes after the replies Show more replies brought, not between them", () => {
    const client = new QueryClient();
    const top = comment("a", { repliesCount: 4, repliesCursor: "x", replies: [reply("r1", "a")] });
    client.setQueryData(quipKeys.comments(QUIP), cached([[top]], 5));
    const thread: ReplyPages = {
      pages: [{ replies: [reply("r2", "a"), reply("r3", "a")], nextCursor: "y" }],
      pageParams: ["x"],
    };
    client.setQueryData(quipKeys.replies(QUIP, "a"), thread);
    addCommentToCaches(client, QUIP, reply("mine", "a"));
    const more = client.getQueryData<ReplyPages>(quipKeys.replies(QUIP, "a"));
    expect(more?.pages[0]?.replies.map((r) => r.id)).toEqual(["r2", "r3", "mine"]);
    const [updated] = list(client)?.pages[0]?.comments ?? [];
    expect(updated?.replies.map((r) => r.id)).toEqual(["r1"]);
    expect(updated?.repliesCount).toBe(5);
  });

  it("counts a reply to a reply that Show more replies brought", () => {
    const client = new QueryClient();
    client.setQueryData(quipKeys.comments(QUIP), cached([[comment("a", { repliesCount: 3 })]], 4));
    client.setQueryData<ReplyPages>(quipKeys.replies(QUIP, "a"), {
      pages: [{ replies: [reply("r3", "a")], nextCursor: null }],
      pageParams: ["x"],
    });
    expect(addCommentToCaches(client, QUIP, reply("deep", "r3", 3))).toBe(true);
    const more = client.getQueryData<ReplyPages>(quipKeys.replies(QUIP, "a"));
    expect(more?.pages[0]?.replies[0]).toMatchObject({
      repliesCount: 1,
      replies: [{ id: "deep" }],
    });
  });

  it("says so when the comment replied to is in no cached page", () => {
    const client = new QueryClient();
    client.setQueryData(quipKeys.comments(QUIP), cached([[comment("a")]], 1));
    expect(addCommentToCaches(client, QUIP, reply("r", "elsewhere"))).toBe(false);
  });
});

describe("the comments the reader holds", () => {
  it("are those of every page read, replies at every depth and those Show more replies brought", () => {
    const client = new QueryClient();
    const deep = reply("rr", "r1", 3);
    const top = comment("a", { replies: [{ ...reply("r1", "a"), replies: [deep] }] });
    client.setQueryData(quipKeys.comments(QUIP), cached([[top], [comment("b")]], 6));
    client.setQueryData<ReplyPages>(quipKeys.replies(QUIP, "a"), {
      pages: [{ replies: [reply("r2", "a")], nextCursor: null }],
      pageParams: ["x"],
    });
    client.setQueryData(quipKeys.comments("another"), cached([[comment("elsewhere")]], 1));
    expect([...cachedCommentIds(client, QUIP)].sort()).toEqual(["a", "b", "r1", "r2", "rr"]);
    expect(cachedCommentIds(new QueryClient(), QUIP).size).toBe(0);
  });
});
