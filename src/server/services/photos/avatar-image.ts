import type Sharp from "sharp";
import { AppError } from "#server/errors.ts";
import { loadOnUse } from "#server/lib/load-on-use.ts";
import { createTaskLimiter } from "#server/lib/task-limiter.ts";
import { USER_MSG } from "#shared/messages/users.ts";

const AVATAR_PX = 512;
/** Decided by the bytes, never by the declared type or the file name. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif", "webp"]);
/**
 * A 24 MP camera photo (6000 × 4000) passes. At this size the costliest accepted decodes
 * (a 16-bit PNG, a GIF frame, a progressive JPEG) measured 85–155 MB.
 */
const MAX_PIXELS = 25_000_000;
/**
 * An interlaced PNG cannot be decoded row by row: the whole image, at up to 8 bytes a pixel
 * when 16-bit, is held in memory at once. No camera writes them, so a small cap costs nothing.
 */
const MAX_INTERLACED_PNG_PIXELS = 4_000_000;

/**
 * One image at a time: libvips already spreads one image over every core, so a second in
 * parallel would double the memory without finishing sooner. A short line absorbs a burst.
 */
const decodeSlot = createTaskLimiter({
  concurrency: 1,
  maxWaiting: 8,
  whenFull: () => new AppError("UNAVAILABLE", USER_MSG.photo.busy, { retryAfterSeconds: 5 }),
});

// The operation cache would keep decoded uploads in memory after their request, and no upload
// is ever decoded twice.
const sharp = loadOnUse<typeof Sharp>("sharp", (library) => library.cache(false));

/**
 * An uploaded photo as a square WebP avatar, which drops every bit of metadata (EXIF, GPS).
 * Its header is checked before any pixel is decoded; what it declares bounds the memory.
 */
export function toAvatar(bytes: Buffer): Promise<Buffer> {
  return decodeSlot(async () => {
    const header = await readHeader(bytes);
    if (!header || !ACCEPTED_FORMATS.has(header.format)) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", USER_MSG.photo.invalidType);
    }
    const pixels = header.width * header.height;
    if (pixels > MAX_PIXELS) throw new AppError("PAYLOAD_TOO_LARGE", USER_MSG.photo.tooManyPixels);
    if (header.format === "png" && header.isProgressive && pixels > MAX_INTERLACED_PNG_PIXELS) {
      throw new AppError("PAYLOAD_TOO_LARGE", USER_MSG.photo.interlacedTooLarge);
    }
    try {
      // The decoder enforces the pixel limit itself too, whatever the header check read.
      return await sharp()(bytes, { animated: false, limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(AVATAR_PX, AVATAR_PX, { fit: "cover" })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      // A sound header over damaged or truncated pixel data.
      throw new AppError("BAD_REQUEST", USER_MSG.photo.unreadable);
    }
  });
}

/** Header fields only; no limit here, so an oversized image gets its own message. */
async function readHeader(bytes: Buffer) {
  try {
    return await sharp()(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
}
