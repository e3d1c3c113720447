import pg from "pg";

export interface ListenerEvents {
  notification(payload: string): void;
  /** Listening again after the connection was lost: notifications meanwhile were missed. */
  reconnected(): void;
  error(error: unknown, message: string): void;
}

export interface Listener {
  /** Connects and listens; rejects when the first connection fails. */
  start(): Promise<void>;
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/**
 * LISTEN on a connection of its own, outside the pool: a pooled connection is handed to other
 * queries, and a listening one must stay open for as long as the process runs. A lost
 * connection is opened again after a wait that doubles up to ten seconds.
 */
export function createListener(url: string, channel: string, events: ListenerEvents): Listener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | null = null;

  /** One connection; a failure while connecting is the caller's, a loss after it retries. */
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let listening = false;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.removeAllListeners();
      next.on("error", () => {});
      void next.end().catch(() => {});
      if (closed || !listening) return;
      events.error(error, "The live stream's listening connection was lost; reconnecting.");
      scheduleRetry();
    };
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) events.notification(message.payload);
    });
    next.on("error", onLost);
    next.on("end", () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost(error);
      throw error;
    }
    if (closed) {
      onLost();
      return;
    }
    listening = true;
    client = next;
    retryMs = FIRST_RETRY_MS;
  };

  const scheduleRetry = () => {
    if (retry || closed) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => {
          if (!closed) events.reconnected();
        },
        (error) => {
          if (closed) return;
          events.error(error, "The live stream could not listen again; retrying.");
          scheduleRetry();
        },
      );
    }, wait);
    retry.unref();
  };

  return {
    start: connect,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on("error", () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
