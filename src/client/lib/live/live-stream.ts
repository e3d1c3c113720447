import type { QueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { TIMING } from "#shared/limits.ts";
import type {
  LiveComments,
  LiveCounts,
  LiveEventType,
  LiveHello,
  LiveQuip,
  LiveUnread,
} from "#shared/schemas/live.ts";
import { quipsOnScreen, writeLiveCounts } from "./live-counts";
import { retryDelay } from "./retry-delay";

/** What each event's `data:` holds (src/shared/schemas/live.ts says what each means). */
export interface LiveEventData {
  hello: LiveHello;
  quip: LiveQuip;
  counts: LiveCounts;
  comments: LiveComments;
  unread: LiveUnread;
  topic: Record<string, never>;
  reset: Record<string, never>;
  position: Record<string, never>;
}

// Every event of the contract, checked against it by the type; the schemas' own list would
// bring zod into the first load.
const EVENT_TYPES = Object.keys({
  hello: true,
  quip: true,
  counts: true,
  comments: true,
  unread: true,
  topic: true,
  reset: true,
  position: true,
} satisfies Record<LiveEventType, true>) as LiveEventType[];

export const STREAM_PATH = "/api/stream";

/** The stream's address; a new EventSource cannot set `Last-Event-ID`, so it goes in the query. */
export function streamUrl(lastEventId: string | null): string {
  return lastEventId ? `${STREAM_PATH}?${new URLSearchParams({ lastEventId })}` : STREAM_PATH;
}

type Handler = (data: never) => void;

/** The quips announced lately that `announcedQuips` keeps, newest last. */
const ANNOUNCED_QUIPS_KEPT = 100;

/**
 * The tab's one live stream, for one viewer. It reconnects by itself after a failure, waiting longer each time
 * (`retryDelay`), and picks up after the last event it saw; it closes after the tab has been
 * hidden for TIMING.streamHiddenPauseMs and opens again, from where it was, when the tab is
 * shown. Events go to whoever subscribed with `on`. What the tab follows is told to the server
 * on every new connection: the quip being read (`watch`), and the other quips on screen, read
 * from the answers mounted components use. It writes the counts it is sent into every cached
 * copy of their quip, once its `counts` handlers have run. When the server no longer knows what was missed, every answer is read again. It keeps
 * the quips announced lately for the lists that offer them on request ("3 new quips"), so a
 * list shown again still knows what arrived while it was away. Nothing is opened until
 * `connect`, which only the browser calls.
 */
export class LiveStream {
  private source: EventSource | null = null;
  private lastEventId: string | null = null;
  private streamId: string | null = null;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  private isConnected = false;
  private isPaused = false;
  private watched: string | null = null;
  private commentsSince: string | undefined;
  private cards: readonly string[] = [];
  private isWatchQueued = false;
  private isCardsQueued = false;
  private stopFollowingCards: (() => void) | undefined;
  private readonly handlers = new Map<LiveEventType, Set<Handler>>();
  private announced: readonly LiveQuip[] = [];
  private readonly announcedListeners = new Set<() => void>();

  constructor(
    private readonly queryClient: QueryClient,
    /** The server refused the stream (too many tabs): says why, once per refusal. */
    private readonly onRefused: (message: string) => void,
  ) {}

  connect(): void {
    if (this.isConnected) return;
    this.isConnected = true;
    document.addEventListener("visibilitychange", this.onVisibilityChange);
    this.stopFollowingCards = this.queryClient.getQueryCache().subscribe(this.onCacheChange);
    this.onCacheChange();
    this.open();
    if (document.hidden) this.onVisibilityChange();
  }

  disconnect(): void {
    if (!this.isConnected) return;
    this.isConnected = false;
    document.removeEventListener("visibilitychange", this.onVisibilityChange);
    this.stopFollowingCards?.();
    clearTimeout(this.hiddenTimer);
    clearTimeout(this.retryTimer);
    this.close();
  }

  /** Calls `handler` with each event of `type`; answers the call that stops it. */
  on<T extends LiveEventType>(type: T, handler: (data: LiveEventData[T]) => void): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  /** The quips announced lately, oldest first; a new array each time one arrives. */
  readonly announcedQuips = (): readonly LiveQuip[] => this.announced;

  /** For useSyncExternalStore: calls `listener` when a quip is announced. */
  readonly subscribeToAnnounced = (listener: () => void): (() => void) => {
    this.announcedListeners.add(listener);
    return () => this.announcedListeners.delete(listener);
  };

  /**
   * The quip whose counts and new comments this tab follows, or none; one at a time.
   * `commentsSince` is when the comments the page holds were read: the server announces those
   * added since, so none is missed between reading them and watching.
   */
  watch(quipId: string | null, commentsSince?: string): void {
    if (this.watched === quipId && this.commentsSince === commentsSince) return;
    this.watched = quipId;
    this.commentsSince = commentsSince;
    this.queueWatch();
  }

  /** Stops following `quipId`, unless another quip has been watched since. */
  unwatch(quipId: string): void {
    if (this.watched === quipId) this.watch(null);
  }

  /** Leaving one quip for another unwatches and watches in one go: one request, the last. */
  private queueWatch(): void {
    if (this.isWatchQueued) return;
    this.isWatchQueued = true;
    queueMicrotask(() => {
      this.isWatchQueued = false;
      void this.sendWatch();
    });
  }

  /** The answers on screen changed: the cards followed change with them, once per burst. */
  private readonly onCacheChange = (): void => {
    if (this.isCardsQueued) return;
    this.isCardsQueued = true;
    queueMicrotask(() => {
      this.isCardsQueued = false;
      const cards = quipsOnScreen(this.queryClient, this.watched);
      if (cards.join() === this.cards.join()) return;
      this.cards = cards;
      this.queueWatch();
    });
  };

  private open(): void {
    clearTimeout(this.retryTimer);
    const source = new EventSource(streamUrl(this.lastEventId));
    for (const type of EVENT_TYPES) {
      source.addEventListener(type, (event) => this.receive(type, event as MessageEvent<string>));
    }
    // The browser would reconnect by itself, at once and forever: back off instead.
    source.addEventListener("error", () => {
      if (this.streamId === null) void this.retryUnlessRefused();
      else this.retry();
    });
    this.source = source;
  }

  /**
   * A stream that failed before its hello may have been refused, which an EventSource cannot
   * tell: one plain request asks. A refusal (too many tabs) is said once and not retried
   * until the tab is shown again; anything else is retried as usual.
   */
  private async retryUnlessRefused(): Promise<void> {
    this.close();
    const probe = new AbortController();
    try {
      const answer = await fetch(streamUrl(this.lastEventId), {
        headers: { accept: "text/event-stream" },
        credentials: "same-origin",
        signal: probe.signal,
      });
      if (answer.status === 429) {
        const body = (await answer.json().catch(() => null)) as { message?: string } | null;
        this.isPaused = true;
        if (body?.message) this.onRefused(body.message);
        return;
      }
    } catch {
      // Unreachable for now: retried below.
    } finally {
      probe.abort();
    }
    this.retry();
  }

  private close(): void {
    this.source?.close();
    this.source = null;
    this.streamId = null;
  }

  private retry(): void {
    this.close();
    if (!this.isConnected || this.isPaused) return;
    const wait = retryDelay(this.failures);
    this.failures += 1;
    this.retryTimer = setTimeout(() => this.open(), wait);
  }

  private receive(type: LiveEventType, event: MessageEvent<string>): void {
    if (event.lastEventId) this.lastEventId = event.lastEventId;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (type === "hello") {
      this.failures = 0;
      this.streamId = (data as LiveHello).streamId;
      if (this.watched || this.cards.length > 0) void this.sendWatch();
    }
    if (type === "quip") {
      this.announced = [...this.announced.slice(1 - ANNOUNCED_QUIPS_KEPT), data as LiveQuip];
      for (const listener of this.announcedListeners) listener();
    }
    if (type === "reset") void this.queryClient.invalidateQueries();
    for (const handler of this.handlers.get(type) ?? []) (handler as (data: unknown) => void)(data);
    // After the handlers, which may compare the counts with those shown until now.
    if (type === "counts") writeLiveCounts(this.queryClient, data as LiveCounts);
  }

  private async sendWatch(): Promise<void> {
    const streamId = this.streamId;
    if (!streamId) return; // The next connection's hello sends it.
    try {
      await callApi("POST /api/stream/:streamId/watch", {
        params: { streamId },
        body: {
          quipId: this.watched,
          ...(this.watched && this.commentsSince ? { commentsSince: this.commentsSince } : {}),
          cards: [...this.cards],
        },
      });
    } catch {
      // That connection has ended; the next one's hello sends the watch again.
    }
  }

  private readonly onVisibilityChange = (): void => {
    clearTimeout(this.hiddenTimer);
    if (document.hidden) {
      this.hiddenTimer = setTimeout(() => {
        this.isPaused = true;
        clearTimeout(this.retryTimer);
        this.close();
      }, TIMING.streamHiddenPauseMs);
    } else if (this.isPaused) {
      this.isPaused = false;
      this.failures = 0;
      this.open();
    }
  };
}
