import http from "node:http";

/**
 * The live stream as a browser's EventSource follows it: when the server ends it, it waits
 * the `retry:` the server asked for and reconnects with Last-Event-ID. It keeps what a check
 * needs: each connection's answer, the quips announced, the resets, the gaps between streams.
 */
export function followLiveStream(base, { address, onAnswer }) {
  const quips = new Set();
  const gaps = [];
  let lastId = null;
  let retryMs = 1_000;
  let resets = 0;
  let connections = 0;
  let endedAt = null;
  let current = null;
  let running = true;

  const handle = (frame) => {
    let type = "message";
    let data = "";
    for (const line of frame.split("\n")) {
      if (line.startsWith("event: ")) type = line.slice(7);
      else if (line.startsWith("id: ")) lastId = line.slice(4);
      else if (line.startsWith("data: ")) data += line.slice(6);
      else if (line.startsWith("retry: ")) retryMs = Number(line.slice(7));
    }
    if (type === "hello") {
      connections += 1;
      if (endedAt !== null) gaps.push({ from: endedAt, to: performance.now() });
      endedAt = null;
    } else if (type === "quip") quips.add(JSON.parse(data).id);
    else if (type === "reset") resets += 1;
  };

  const connect = () => {
    const started = performance.now();
    const headers = { accept: "text/event-stream", ...(lastId ? { "last-event-id": lastId } : {}) };
    const request = http.get(`${base}/api/stream`, { headers, localAddress: address });
    current = request;
    const again = () => {
      if (current !== request) return;
      current = null;
      endedAt ??= performance.now();
      if (running) setTimeout(connect, retryMs);
    };
    request.on("response", (response) => {
      onAnswer({ status: response.statusCode ?? 0, ms: performance.now() - started });
      if (response.statusCode !== 200) {
        response.resume();
        response.on("end", again);
        return;
      }
      let buffered = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        buffered += chunk;
        for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
          handle(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
        }
      });
      response.on("end", again);
      response.on("error", again);
    });
    request.on("error", (error) => {
      if (running) onAnswer({ status: 0, error: error.message, ms: performance.now() - started });
      again();
    });
  };
  connect();

  return {
    quips,
    /** When it was without a stream, by performance.now(): from an end to the next hello. */
    gaps,
    get summary() {
      const reconnectGapsMs = gaps.map((gap) => Math.round(gap.to - gap.from));
      return { connections, resets, reconnectGapsMs };
    },
    stop() {
      running = false;
      current?.destroy();
    },
  };
}
