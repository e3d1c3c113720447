import type { LiveEventType } from "#shared/schemas/live.ts";

/**
 * Server-Sent Events frames. An event is `event:`, `id:` when it belongs to a batch, and one
 * `data:` line of JSON (JSON never holds a raw newline), closed by a blank line.
 */
export function eventFrame(type: LiveEventType, data: object, id?: string | null): string {
  return `event: ${type}\n${id ? `id: ${id}\n` : ""}data: ${JSON.stringify(data)}\n\n`;
}

/**
 * A frame that only moves the client's last event id: a batch with nothing for this viewer
 * still counts as seen, so a reconnect asks for what came after it. An event, not a bare
 * `id:` line, so the page's own code sees the id too: it opens the next stream itself.
 */
export function positionFrame(id: string): string {
  return eventFrame("position", {}, id);
}

/** A line for the front of a frame: how long the browser waits before reconnecting. */
export function retryLine(ms: number): string {
  return `retry: ${ms}\n`;
}

/**
 * A comment line: proxies see traffic, the browser sees no event. With an id, a position
 * event follows: the stream has moved to the newest batch it has been given.
 */
export function heartbeatFrame(id: string | null): string {
  return id ? `: heartbeat\n${positionFrame(id)}` : ": heartbeat\n\n";
}
