import { z } from "zod";
import { CARDS_WATCHED_MAX } from "#shared/live-cards.ts";

/**
 * The live stream, `GET /api/stream` (Server-Sent Events): each frame's `event:` is one of
 * LIVE_EVENTS, its `data:` the JSON below, its `id:` a number that grows across every server
 * process. A reconnect sends the last id it saw (`Last-Event-ID`, or `?lastEventId=` when the
 * client opens a new EventSource itself) and gets what it missed, or `reset` when that is no
 * longer known. Every event says how things stand, not what happened, so one seen twice does
 * no harm. No event ever names the author of a quip that is still anonymous.
 */
export const LIVE_EVENTS = [
  "hello",
  "quip",
  "counts",
  "comments",
  "unread",
  "topic",
  "reset",
  "position",
] as const;
export type LiveEventType = (typeof LIVE_EVENTS)[number];

/** First on every stream: the id that `POST /api/stream/{streamId}/watch` takes. */
export const LiveHello = z.object({ streamId: z.string() });
export type LiveHello = z.infer<typeof LiveHello>;

/** A quip was posted: to every stream, the same for every viewer (New feed and topic pills). */
export const LiveQuip = z.object({
  id: z.string(),
  topicIdentifier: z.string().nullable(),
  createdAt: z.string(),
});
export type LiveQuip = z.infer<typeof LiveQuip>;

/**
 * A watched quip's counts changed: only to the streams watching it, as the open quip or as a
 * card on screen. An entry of an open competition has no like count (decision 0162), and its
 * likes send no event at all: one per like would count them.
 */
export const LiveCounts = z.object({
  quipId: z.string(),
  likesCount: z.number().int().nullable(),
  likesHidden: z.boolean(),
  commentsCount: z.number().int(),
});
export type LiveCounts = z.infer<typeof LiveCounts>;

/**
 * Comments and replies added to a watched quip, only to the streams watching it, and of those
 * only the ones this stream's reader finds on reloading the quip's page: its quip shown to
 * them and the comment and every comment above it by nobody they mute or block (the quip's
 * author's "anonymous (author)" ones are everybody's). Their ids and nothing else: who wrote
 * them and where they go is read through the comments' own pages.
 */
export const LiveComments = z.object({ quipId: z.string(), commentIds: z.array(z.string()) });
export type LiveComments = z.infer<typeof LiveComments>;

/** The member's unread notifications, at most LIMITS.unreadCountCap: only to their streams. */
export const LiveUnread = z.object({ count: z.number().int() });
export type LiveUnread = z.infer<typeof LiveUnread>;

/** The Topic of the Day changed: refetch it. */
export const LiveTopic = z.object({});
/** What was missed is no longer known: refetch what is on screen. */
export const LiveReset = z.object({});
/**
 * Nothing for this viewer, but the stream has moved on (its `id:` is the newest batch): a
 * reconnect names it, so a tab that saw no event for itself is not given a reset.
 */
export const LivePosition = z.object({});

/**
 * `POST /api/stream/{streamId}/watch`: what this stream follows. `quipId`, the open quip (or
 * none): its counts and new comments. `commentsSince` is the `readAt` of its comments the page
 * holds: the comments added since then that the reader may read are announced at once, so none
 * added between reading the page and watching it is missed. `cards`, the other quips on screen:
 * their counts, as a visitor reads them. Each call replaces what the last one said.
 */
export const WatchQuipBody = z.object({
  quipId: z.string().uuid().nullable(),
  commentsSince: z.string().datetime().optional(),
  cards: z.array(z.string().uuid()).max(CARDS_WATCHED_MAX).optional(),
});
export type WatchQuipBody = z.infer<typeof WatchQuipBody>;

/** `GET /api/notifications/unread-count`, and the answer of `POST /api/notifications/read`. */
export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** `POST /api/notifications/read`: all, or those up to and including one notification. */
export const MarkReadBody = z.object({ upTo: z.string().uuid().optional() });
export type MarkReadBody = z.infer<typeof MarkReadBody>;
