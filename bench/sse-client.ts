import http from "node:http";

export interface StreamEvent {
  type: string;
  data: unknown;
  at: number;
}

/** One open `GET /api/stream`, read as a browser's EventSource would. */
export interface OpenStream {
  streamId: string;
  /** Resolves with the first event from now on that `match` accepts. */
  next(match: (event: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent>;
  close(): void;
}

/**
 * Opens a stream and resolves once its `hello` has arrived. Each stream has a socket of its own
 * (no agent), as each browser tab does.
 */
export function openStream(origin: string, cookie?: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const waiting = new Set<{
      match: (e: StreamEvent) => boolean;
      done: (e: StreamEvent) => void;
    }>();
    let buffered = "";
    let opened = false;
    const request = http.get(
      `${origin}/api/stream`,
      { agent: false, headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}) } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET /api/stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffered += chunk;
          let end = buffered.indexOf("\n\n");
          while (end >= 0) {
            const event = parseFrame(buffered.slice(0, end));
            buffered = buffered.slice(end + 2);
            end = buffered.indexOf("\n\n");
            if (!event) continue;
            if (!opened && event.type === "hello") {
              opened = true;
              resolve(stream((event.data as { streamId: string }).streamId));
            }
            for (const wait of waiting) {
              if (wait.match(event)) {
                waiting.delete(wait);
                wait.done(event);
              }
            }
          }
        });
      },
    );
    request.on("error", (error) => {
      if (!opened) reject(error);
    });
    const stream = (streamId: string): OpenStream => ({
      streamId,
      next: (match, timeoutMs) =>
        new Promise((done, fail) => {
          const wait = {
            match,
            done: (event: StreamEvent) => {
              clearTimeout(timer);
              done(event);
            },
          };
          const timer = setTimeout(() => {
            waiting.delete(wait);
            fail(new Error(`no matching event within ${timeoutMs} ms`));
          }, timeoutMs);
          waiting.add(wait);
        }),
      close: () => request.destroy(),
    });
  });
}

function parseFrame(frame: string): StreamEvent | null {
  let type = "message";
  let data: string | null = null;
  for (const line of frame.split("\n")) {
    if (line.startsWith("event: ")) type = line.slice(7);
    else if (line.startsWith("data: ")) data = line.slice(6);
  }
  return data === null ? null : { type, data: JSON.parse(data), at: performance.now() };
}
