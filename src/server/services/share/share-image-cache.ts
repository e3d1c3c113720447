import { createLruCache } from "#server/lib/lru-cache.ts";

/**
 * Room for the quips being shared right now: a picture is 25–90 KB (longer quips more), so
 * about 500 fit in 32 MB whatever their length.
 */
const BOUNDS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

/** Drawn share images, so each picture is drawn once however often it is fetched. */
export interface ShareImageCache {
  /** The picture under `key`, if it has been drawn and not forgotten. */
  peek(key: string): Buffer | undefined;
  /**
   * Draws the picture under `key` and keeps it. Requests that ask while it is being drawn
   * wait for that drawing: a link posted in a busy chat is unfurled by many at once.
   */
  draw(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
}

export function createShareImageCache(limits = BOUNDS): ShareImageCache {
  const drawn = createLruCache<Buffer>({ ...limits, sizeOf: (png) => png.byteLength });
  const drawing = new Map<string, Promise<Buffer>>();
  return {
    peek: (key) => drawn.get(key),
    draw(key, render) {
      const pending = drawing.get(key);
      if (pending) return pending;
      const next = render()
        .then((png) => {
          drawn.set(key, png);
          return png;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, next);
      return next;
    },
  };
}
