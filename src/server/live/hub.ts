import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";
import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/index.ts";
import { readCommentsSince } from "#server/services/comments/index.ts";
import { readQuipCounts, watchKey } from "#server/services/quips/index.ts";
import { LIMITS, TIMING } from "#shared/limits.ts";
import { GENERIC_MSG } from "#shared/messages/common.ts";
import { LIVE_MSG } from "#shared/messages/live.ts";
import type { LiveComments, LiveCounts, LiveHello } from "#shared/schemas/live.ts";
import { type LiveBatch, type LiveChanges, mergeChanges } from "./changes";
import { eventsFor, type StreamViewer } from "./fan-out";
import { createReplayBuffer } from "./replay-buffer";
import { eventFrame, heartbeatFrame, positionFrame, retryLine } from "./sse";

/** A reader this far behind (a stalled connection) is dropped; it reconnects and catches up. */
const MAX_UNSENT_BYTES = 256 * 1024;

interface Stream extends StreamViewer {
  id: string;
  sessionId: string | null;
  address: string;
  out: ServerResponse;
  open: boolean;
  /** The newest batch this stream has been given, whether or not it held anything for it. */
  position: string | null;
  /** The last id sent on the wire. */
  written: string | null;
  /** While its replay is read: what came live meanwhile, to follow the replay in order. */
  held: Array<{ frames: string[]; id: string | null }> | null;
}

export interface StreamRequest {
  member: SessionUser | null;
  /** The session's row id, so that signing out ends the streams it opened. */
  sessionId: string | null;
  address: string;
  /** The last event id a reconnecting stream saw; undefined on a first connection. */
  lastEventId: string | undefined;
}

/** What a stream follows, as its page last said (`POST /api/stream/{streamId}/watch`). */
export interface StreamWatch {
  quipId: string | null;
  commentsSince: Date | undefined;
  cards: ReadonlySet<string>;
}

export type LiveHub = ReturnType<typeof createLiveHub>;

/**
 * This process's open streams. Each batch the bus delivers is read once for all of them
 * (eventsFor) and written to each; one timer sends every stream its heartbeat. A stream id
 * is a random 128-bit capability: knowing it is what lets a page choose what it watches.
 */
export function createLiveHub(ctx: AppContext, log: (error: unknown, message: string) => void) {
  const streams = new Map<string, Stream>();
  const perMember = new Map<string, number>();
  const perAddress = new Map<string, number>();
  const buffer = createReplayBuffer();
  const queue: LiveBatch[] = [];
  let working = false;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let closing = false;

  const tally = (counts: Map<string, number>, key: string | null, by: number) => {
    if (key === null) return;
    const n = (counts.get(key) ?? 0) + by;
    if (n > 0) counts.set(key, n);
    else counts.delete(key);
  };

  const write = (stream: Stream, frame: string) => {
    if (!stream.open) return;
    stream.out.write(frame);
    if (stream.out.writableLength > MAX_UNSENT_BYTES) end(stream);
  };

  /** A batch's frames (id set) or a frame of its own (id null), in order behind a replay. */
  const deliver = (stream: Stream, frames: string[], id: string | null) => {
    if (stream.held) {
      stream.held.push({ frames, id });
      return;
    }
    for (const frame of frames) write(stream, frame);
    if (id === null) return;
    if (frames.length > 0) stream.written = id;
    stream.position = id;
  };

  const remove = (stream: Stream) => {
    if (!stream.open) return;
    stream.open = false;
    streams.delete(stream.id);
    tally(perMember, stream.memberId, -1);
    tally(perAddress, stream.address, -1);
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  const end = (stream: Stream) => {
    if (!stream.open) return;
    remove(stream);
    stream.out.end();
  };

  const beat = () => {
    for (const stream of streams.values()) {
      if (stream.held) continue;
      const moved = stream.position !== null && stream.position !== stream.written;
      write(stream, heartbeatFrame(moved ? stream.position : null));
      if (moved) stream.written = stream.position;
    }
  };

  const endSessions = (changes: LiveChanges) => {
    if (changes.sessions.size === 0 && changes.members.size === 0) return;
    for (const stream of [...streams.values()]) {
      const ended =
        (stream.sessionId !== null && changes.sessions.has(stream.sessionId)) ||
        (stream.memberId !== null && changes.members.has(stream.memberId));
      if (ended) end(stream);
    }
  };

  /** One batch at a time, in the order heard; batches that queued meanwhile are read as one. */
  const work = async () => {
    working = true;
    while (queue.length > 0) {
      const batches = queue.splice(0);
      const id = batches.at(-1)?.id ?? null;
      const targets = [...streams.values()];
      if (id === null || targets.length === 0) continue;
      try {
        const frames = await eventsFor(
          ctx,
          mergeChanges(batches.map((b) => b.changes)),
          id,
          targets,
        );
        for (const stream of targets) deliver(stream, frames.get(stream) ?? [], id);
      } catch (error) {
        log(error, "Reading a live batch failed; the streams were told to refetch.");
        for (const stream of targets) deliver(stream, [eventFrame("reset", {}, id)], id);
      }
    }
    working = false;
  };

  const unsubscribe = ctx.live.subscribe({
    batch: (batch) => {
      buffer.add(batch);
      endSessions(batch.changes);
      queue.push(batch);
      if (!working) void work();
    },
    reset: () => {
      buffer.clear();
      for (const stream of streams.values()) {
        deliver(stream, [eventFrame("reset", {})], null);
        stream.position = null;
      }
    },
  });

  /** What a reconnecting stream missed, read for it alone, then what came live meanwhile. */
  const replay = async (stream: Stream, missed: LiveBatch[]) => {
    const id = missed.at(-1)?.id ?? null;
    const held = stream.held ?? [];
    let frames: string[] = [];
    if (id !== null) {
      try {
        const events = await eventsFor(ctx, mergeChanges(missed.map((b) => b.changes)), id, [
          stream,
        ]);
        frames = events.get(stream) ?? [];
      } catch (error) {
        log(error, "Reading a stream's replay failed; it was told to refetch.");
        frames = [eventFrame("reset", {}, id)];
      }
    }
    stream.held = null;
    deliver(stream, frames.length > 0 ? frames : id ? [positionFrame(id)] : [], id);
    for (const entry of held) deliver(stream, entry.frames, entry.id);
  };

  /** Scaled like the abuse limits (RATE_LIMIT_SCALE; 0 lifts them, for a load test). */
  const scale = ctx.config.rateLimitScale;
  const capOf = (limit: number) => (scale > 0 ? Math.ceil(limit * scale) : Infinity);
  const admit = (request: StreamRequest) => {
    if (closing) throw new AppError("UNAVAILABLE", GENERIC_MSG.unavailable);
    const member = request.member?.id ?? null;
    if (
      (member !== null && (perMember.get(member) ?? 0) >= capOf(LIMITS.streamsPerMember)) ||
      (perAddress.get(request.address) ?? 0) >= capOf(LIMITS.streamsPerAddress)
    ) {
      throw new AppError("TOO_MANY_REQUESTS", LIVE_MSG.tooManyStreams);
    }
  };

  return {
    /**
     * Opens a stream on the reply (refusing first, as an ordinary answer, past the caps): the
     * reconnect delay and `hello`, then what a reconnect missed or `reset` when that is no
     * longer known, then every batch as it comes.
     */
    open(request: StreamRequest, reply: FastifyReply): void {
      admit(request);
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        // Past the hook that marks answers private (it is written by hand): no cache keeps it.
        "cache-control": "private, no-store",
        // nginx and its kind would otherwise hold the events back to fill a buffer.
        "x-accel-buffering": "no",
      });
      const stream: Stream = {
        id: randomBytes(16).toString("base64url"),
        memberId: request.member?.id ?? null,
        sessionId: request.sessionId,
        address: request.address,
        watching: null,
        cards: new Set(),
        out,
        open: true,
        position: null,
        written: null,
        held: null,
      };
      streams.set(stream.id, stream);
      tally(perMember, stream.memberId, 1);
      tally(perAddress, stream.address, 1);
      out.on("close", () => remove(stream));
      out.on("error", () => remove(stream));
      // Gone before the listeners were there: it would never say so.
      if (out.destroyed || out.socket?.destroyed) {
        remove(stream);
        return;
      }
      heartbeat ??= setInterval(beat, TIMING.streamHeartbeatMs);
      heartbeat.unref();

      const newest = buffer.newestId();
      const missed = request.lastEventId === undefined ? [] : buffer.after(request.lastEventId);
      const hello = (id: string | null) =>
        retryLine(TIMING.streamRetryFirstMs) +
        eventFrame("hello", { streamId: stream.id } satisfies LiveHello, id);
      if (missed === null) {
        write(stream, hello(null));
        deliver(stream, [eventFrame("reset", {}, newest)], newest);
      } else if (missed.length === 0) {
        deliver(stream, [hello(newest)], newest);
      } else {
        write(stream, hello(null));
        stream.held = [];
        void replay(stream, missed);
      }
    },

    /**
     * What a stream follows: the open quip's counts and new comments (its counts as they stand
     * now come at once, if the quip exists for the stream's reader, and so do the comments added
     * since `commentsSince` that the reader may read), and the counts of the cards on screen
     * (shown as they were just read: they follow from the next change). The answer is the same
     * either way.
     */
    async watch(streamId: string, { quipId, commentsSince, cards }: StreamWatch): Promise<void> {
      const stream = streams.get(streamId);
      if (!stream) throw new AppError("NOT_FOUND", LIVE_MSG.streamNotFound);
      stream.watching = quipId;
      stream.cards = cards;
      if (!quipId) return;
      const watch = { memberId: stream.memberId, quipId };
      const [counts, added] = await Promise.all([
        readQuipCounts(ctx, [watch]).then((found) => found.get(watchKey(watch))),
        commentsSince ? readCommentsSince(ctx, watch, commentsSince) : null,
      ]);
      if (!stream.open || stream.watching !== quipId) return;
      const frames = [
        ...(counts ? [eventFrame("counts", counts satisfies LiveCounts)] : []),
        ...(added ? [eventFrame("comments", added satisfies LiveComments)] : []),
      ];
      if (frames.length > 0) deliver(stream, frames, null);
    },

    /** How many streams this process holds open now. */
    openStreams(): number {
      return streams.size;
    },

    /** Ends every stream, so that closing the server is not held open by them. */
    closeAll(): void {
      closing = true;
      unsubscribe();
      for (const stream of [...streams.values()]) end(stream);
    },
  };
}
