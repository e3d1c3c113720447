import type { AppContext } from "#server/context.ts";
import { countUnreadOf } from "#server/services/activity/index.ts";
import { readAddedComments } from "#server/services/comments/index.ts";
import {
  readPostedQuips,
  readQuipCounts,
  type Watch,
  watchKey,
} from "#server/services/quips/index.ts";
import type { LiveComments, LiveCounts, LiveQuip, LiveUnread } from "#shared/schemas/live.ts";
import type { LiveChanges } from "./changes";
import { eventFrame } from "./sse";

/**
 * What the fan-out needs to know of a stream: who is reading, the quip they have open, and the
 * other quips on their screen, as cards.
 */
export interface StreamViewer {
  memberId: string | null;
  watching: string | null;
  cards: ReadonlySet<string>;
}

/**
 * The events a batch gives each of `streams`, read once for all of them: the posted quips
 * (one query), the counts of the quips some of them watch (one query), the comments added to
 * those quips that each watcher may read (one query), the unread counts of the members among
 * them (one query). What a viewer gets depends on what they watch, on what they would read on
 * reloading it and on their own notifications, never on who wrote a quip: `quip` and `topic`
 * go to every stream alike, `counts` to every stream watching the quip (but, for a quip hidden
 * pending review, only its author's and administrators' streams: to others it does not
 * exist), `comments` to the watchers whose reader finds those comments on the quip's page,
 * `unread` to the member's own streams. A card's counts are read once, as a visitor reads
 * them, and the same frame goes to every stream showing it: a quip hidden pending review has
 * no card to follow.
 */
export async function eventsFor<S extends StreamViewer>(
  ctx: AppContext,
  changes: LiveChanges,
  id: string,
  streams: readonly S[],
): Promise<Map<S, string[]>> {
  const frames = new Map<S, string[]>();
  const give = (stream: S, frame: string) => {
    const list = frames.get(stream);
    if (list) list.push(frame);
    else frames.set(stream, [frame]);
  };
  const watches = new Map<S, Watch>();
  const cards = new Map<S, string[]>();
  const members = new Set<string>();
  for (const stream of streams) {
    if (stream.watching && changes.counts.has(stream.watching)) {
      watches.set(stream, { memberId: stream.memberId, quipId: stream.watching });
    }
    const shown = [...changes.counts].filter(
      (quipId) => quipId !== stream.watching && stream.cards.has(quipId),
    );
    if (shown.length > 0) cards.set(stream, shown);
    if (stream.memberId && changes.unread.has(stream.memberId)) members.add(stream.memberId);
  }
  const cardWatches = [...new Set([...cards.values()].flat())].map((quipId) => ({
    memberId: null,
    quipId,
  }));
  const [posted, counts, comments, unread] = await Promise.all([
    readPostedQuips(ctx, [...changes.quips]),
    readQuipCounts(ctx, [...watches.values(), ...cardWatches]),
    readAddedComments(ctx, [...watches.values()], [...changes.comments]),
    countUnreadOf(ctx, [...members]),
  ]);
  const quipFrames = posted.map((quip) => eventFrame("quip", quip satisfies LiveQuip, id));
  // Every reader a quip's counts go to reads the same counts: one frame per quip.
  const countFrames = new Map<string, string>();
  const countFrame = (c: LiveCounts) => {
    const kept = countFrames.get(c.quipId);
    if (kept) return kept;
    const frame = eventFrame("counts", c satisfies LiveCounts, id);
    countFrames.set(c.quipId, frame);
    return frame;
  };
  // Watchers with the same reader read the same comments: one frame per reader and quip.
  const commentFrames = new Map(
    [...comments].map(([key, added]) => [
      key,
      eventFrame("comments", added satisfies LiveComments, id),
    ]),
  );
  const unreadFrames = new Map(
    [...unread].map(([userId, count]) => [
      userId,
      eventFrame("unread", { count } satisfies LiveUnread, id),
    ]),
  );
  const topicFrame = changes.topic ? eventFrame("topic", {}, id) : null;
  for (const stream of streams) {
    for (const frame of quipFrames) give(stream, frame);
    const watch = watches.get(stream);
    const count = watch && counts.get(watchKey(watch));
    if (count) give(stream, countFrame(count));
    for (const quipId of cards.get(stream) ?? []) {
      const card = counts.get(watchKey({ memberId: null, quipId }));
      if (card) give(stream, countFrame(card));
    }
    const added = watch && commentFrames.get(watchKey(watch));
    if (added) give(stream, added);
    const mine = stream.memberId ? unreadFrames.get(stream.memberId) : undefined;
    if (mine) give(stream, mine);
    if (topicFrame) give(stream, topicFrame);
  }
  return frames;
}
