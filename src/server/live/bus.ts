import { sql } from "drizzle-orm";
import { type Db, type DbKind, rowsOf } from "#server/db/database.ts";
import { TIMING } from "#shared/limits.ts";
import {
  decodeChanges,
  encodeChanges,
  isEmpty,
  type LiveBatch,
  type LiveChanges,
  noChanges,
} from "./changes";
import { createListener, type Listener } from "./pg-listener";

/**
 * What services tell the live stream, with ids only, once their change has committed. Each
 * call only adds an id to a set: the like is the hot path and gains no round trip. The sets
 * are published together at most every TIMING.liveCoalesceMs, to every server process.
 */
export interface LiveBus {
  quipPosted(quipId: string): void;
  countsChanged(quipId: string): void;
  /** A comment or reply was added (its quip's counts changed too). */
  commentAdded(commentId: string): void;
  /** Members whose notifications changed: added, withdrawn or read. */
  notificationsChanged(userIds: Iterable<string | null | undefined>): void;
  topicChanged(): void;
  /** A session ended (its row id, the keyed hash of its token): its streams end. */
  sessionEnded(sessionId: string): void;
  /** Every session of a member ended: their streams end, on every process. */
  memberSessionsEnded(userId: string): void;
  /** Hears every published batch, this process's own included, in one order everywhere. */
  subscribe(subscriber: LiveSubscriber): () => void;
  /** Listens (PostgreSQL); rejects when the database cannot be reached. */
  start(): Promise<void>;
  /** Publishes what is waiting, then stops listening. Before the database closes. */
  close(): Promise<void>;
}

export interface LiveSubscriber {
  batch(batch: LiveBatch): void;
  /** Batches may have been missed (the listening connection was lost): start afresh. */
  reset(): void;
}

export interface LiveBusOptions {
  db: Db;
  kind: DbKind;
  /**
   * PostgreSQL: where the listening connection goes. Without it the process publishes but
   * hears nothing (a command-line task).
   */
  listenUrl?: string;
  log?: (error: unknown, message: string) => void;
}

export const LIVE_CHANNEL = "quip_live";
/** NOTIFY refuses payloads of 8000 bytes or more; the batch id and a space go in front. */
const MAX_CHANGES_BYTES = 7_900;

/**
 * The bus. On PostgreSQL a batch is one `pg_notify` on LIVE_CHANNEL, its id taken from the
 * `live_event_ids` sequence in the same statement, and every process hears it on a connection
 * of its own. On the embedded database (one process) the batch goes straight to this
 * process's subscribers, its id from the same sequence.
 */
export function createLiveBus(options: LiveBusOptions): LiveBus {
  const log = options.log ?? ((error, message) => console.error(message, error));
  const subscribers = new Set<LiveSubscriber>();
  let pending = noChanges();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let publishing: Promise<void> = Promise.resolve();
  let closed = false;
  const viaPostgres = options.kind === "postgres";

  const deliver = (batch: LiveBatch) => {
    for (const subscriber of subscribers) subscriber.batch(batch);
  };

  const listener: Listener | null =
    viaPostgres && options.listenUrl
      ? createListener(options.listenUrl, LIVE_CHANNEL, {
          notification: (payload) => {
            const space = payload.indexOf(" ");
            if (space <= 0) return;
            deliver({
              id: payload.slice(0, space),
              changes: decodeChanges(payload.slice(space + 1)),
            });
          },
          reconnected: () => {
            for (const subscriber of subscribers) subscriber.reset();
          },
          error: log,
        })
      : null;

  const publish = async (changes: LiveChanges) => {
    for (const payload of encodeChanges(changes, MAX_CHANGES_BYTES)) {
      if (viaPostgres) {
        await options.db.execute(
          sql`select pg_notify(${LIVE_CHANNEL}, nextval('live_event_ids')::text || ' ' || ${payload})`,
        );
      } else {
        const [row] = rowsOf<{ id: string }>(
          await options.db.execute(sql`select nextval('live_event_ids')::text as id`),
        );
        if (row) deliver({ id: row.id, changes: decodeChanges(payload) });
      }
    }
  };

  const send = () => {
    timer = null;
    if (isEmpty(pending)) return;
    const changes = pending;
    pending = noChanges();
    lastSentAt = performance.now();
    // One publish at a time, so batches leave in the order they were gathered.
    publishing = publishing.then(() =>
      publish(changes).catch((error) => log(error, "Publishing live changes failed.")),
    );
  };

  /** The first change after a quiet spell leaves at once; later ones wait for the interval. */
  const schedule = () => {
    if (timer || closed) return;
    const wait = Math.max(0, lastSentAt + TIMING.liveCoalesceMs - performance.now());
    timer = setTimeout(send, wait);
    timer.unref();
  };

  const add = (
    key: "quips" | "counts" | "comments" | "unread" | "sessions" | "members",
    id: string,
  ) => {
    pending[key].add(id);
    schedule();
  };

  return {
    quipPosted: (quipId) => add("quips", quipId),
    countsChanged: (quipId) => add("counts", quipId),
    commentAdded: (commentId) => add("comments", commentId),
    notificationsChanged: (userIds) => {
      for (const id of userIds) if (id) add("unread", id);
    },
    topicChanged: () => {
      pending.topic = true;
      schedule();
    },
    sessionEnded: (sessionId) => add("sessions", sessionId),
    memberSessionsEnded: (userId) => add("members", userId),
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    start: async () => {
      await listener?.start();
    },
    close: async () => {
      if (timer) clearTimeout(timer);
      send();
      closed = true;
      await publishing;
      await listener?.close();
    },
  };
}
