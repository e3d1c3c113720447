import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TestApp } from "./test-app";
import { scaled } from "./time-budget";

/** One Server-Sent Event as a browser's EventSource would dispatch it. */
export interface LiveEvent {
  type: string;
  id: string | null;
  data: Record<string, unknown>;
}

export interface OpenedStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The answer's text when it was refused (not 200). */
  body: string;
  /** Every event since the stream opened, or since clear(). */
  events: LiveEvent[];
  /** The id a reconnect would send: the last `id:` line seen, events and heartbeats alike. */
  lastId: string | null;
  /** The reconnect delay the server asked for (`retry:`). */
  retry: number | null;
  streamId: string;
  /** Resolves with the first event (already received or to come) that matches. */
  waitFor(predicate: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /**
   * Fails when an event that matches (any but hello and position, which tell nothing) arrives,
   * or has arrived, within `ms`.
   */
  nothingFor(ms: number, predicate?: (event: LiveEvent) => boolean): Promise<void>;
  clear(): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The app, listening on a free port of its own (once), as a browser reaches it. */
export async function listening(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/**
 * Opens `GET /api/stream` over a real connection and parses its events as they come. The
 * `hello` event is awaited, so the stream is registered on the server when this resolves.
 */
export async function openStream(
  base: string,
  options: { cookie?: string; lastEventId?: string; query?: string; address?: string } = {},
): Promise<OpenedStream> {
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let buffered = "";
  let response: http.IncomingMessage | undefined;
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    endedResolve = resolve;
  });
  const stream: OpenedStream = {
    status: 0,
    headers: {},
    body: "",
    events,
    lastId: null,
    retry: null,
    streamId: "",
    ended,
    clear: () => {
      events.length = 0;
    },
    waitFor: (predicate, timeoutMs = scaled(5_000)) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    nothingFor: async (
      ms,
      predicate = (event) => event.type !== "hello" && event.type !== "position",
    ) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const found = events.filter(predicate);
      if (found.length > 0) throw new Error(`unexpected events: ${JSON.stringify(found)}`);
    },
    close: () => {
      request.destroy();
      response?.destroy();
    },
  };

  const dispatch = (block: string) => {
    let type = "message";
    let id: string | null = null;
    let sawId = false;
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") type = value;
      if (field === "data") data.push(value);
      if (field === "retry") stream.retry = Number(value);
      if (field === "id") {
        id = value;
        sawId = true;
      }
    }
    if (sawId) stream.lastId = id;
    if (data.length === 0) return;
    events.push({ type, id, data: JSON.parse(data.join("\n")) });
    for (const check of [...waiters]) check();
  };

  const query = new URLSearchParams();
  if (options.query) for (const [k, v] of new URLSearchParams(options.query)) query.set(k, v);
  const url = `${base}/api/stream${query.size > 0 ? `?${query}` : ""}`;
  const request = http.get(url, {
    headers: {
      accept: "text/event-stream",
      // As a browser asks: the stream must come uncompressed all the same.
      "accept-encoding": "gzip, deflate, br",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.lastEventId !== undefined ? { "last-event-id": options.lastEventId } : {}),
    },
    ...(options.address ? { localAddress: options.address } : {}),
  });
  request.on("error", () => endedResolve());

  await new Promise<void>((resolve, reject) => {
    request.once("response", (res) => {
      response = res;
      stream.status = res.statusCode ?? 0;
      stream.headers = res.headers;
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        if (stream.status !== 200) {
          stream.body += chunk;
          return;
        }
        buffered += chunk;
        let end = buffered.indexOf("\n\n");
        while (end >= 0) {
          dispatch(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf("\n\n");
        }
      });
      res.on("end", () => endedResolve());
      res.on("close", () => endedResolve());
      if (stream.status !== 200) {
        res.on("end", () => resolve());
        return;
      }
      stream
        .waitFor((e) => e.type === "hello")
        .then((hello) => {
          stream.streamId = String(hello.data.streamId);
          resolve();
        }, reject);
    });
    request.once("error", reject);
  });
  return stream;
}
