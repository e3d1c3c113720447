import zlib from "node:zlib";

/**
 * PNG files built byte by byte, for what an image library would refuse to write: headers that
 * declare far more pixels than the file could sensibly hold, and pixel data that is garbage.
 */

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: 8 | 16;
  interlaced: boolean;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGBA = 6;
const MiB = 1 << 20;
/** Adam7's seven passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** An RGBA PNG whose pixels are all zero, valid to the last checksum. */
export function zeroPng(header: PngHeader): Buffer {
  return png(header, zlibOfZeros(scanlineBytes(header)));
}

/**
 * The interlaced 16-bit PNG of the security review: 16383 × 16383 pixels (2 GB decoded) in a
 * 2 MB file.
 */
export function interlacedPngBomb(): Buffer {
  return zeroPng({ width: 16383, height: 16383, bitDepth: 16, interlaced: true });
}

/** A sound signature and header, then pixel data that is not even a zlib stream. */
export function pngWithGarbageData(): Buffer {
  const header = { width: 640, height: 480, bitDepth: 8, interlaced: false } as const;
  return png(header, Buffer.alloc(64 * 1024, "these bytes are not pixels "));
}

function png({ width, height, bitDepth, interlaced }: PngHeader, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = RGBA;
  ihdr[12] = interlaced ? 1 : 0;
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const framed = Buffer.alloc(typeAndData.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typeAndData.copy(framed, 4);
  framed.writeUInt32BE(zlib.crc32(typeAndData), framed.length - 4);
  return framed;
}

/** What the decoder inflates: every row of every pass starts with its filter-type byte. */
function scanlineBytes({ width, height, bitDepth, interlaced }: PngHeader): number {
  const bytesPerPixel = (4 * bitDepth) / 8;
  let total = 0;
  for (const [x0, y0, dx, dy] of interlaced ? ADAM7 : [[0, 0, 1, 1] as const]) {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (columns > 0 && rows > 0) total += rows * (1 + columns * bytesPerPixel);
  }
  return total;
}

/**
 * A zlib stream of `length` zero bytes, made of one deflated mebibyte repeated: deflating
 * gigabytes for real would take seconds and the very memory the tests measure. Each piece
 * ends on a full flush, so the pieces join into one valid stream.
 */
function zlibOfZeros(length: number): Buffer {
  const piece = (size: number) =>
    zlib.deflateRawSync(Buffer.alloc(size), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const mebibyte = piece(MiB);
  const emptyFinalBlock = Buffer.from([0x03, 0x00]);
  // Adler-32 of zeros: the byte sum stays 1, the running sum of sums is the length.
  const adler32 = Buffer.alloc(4);
  adler32.writeUInt32BE((length % 65521) * 0x10000 + 1);
  return Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array<Buffer>(Math.floor(length / MiB)).fill(mebibyte),
    piece(length % MiB),
    emptyFinalBlock,
    adler32,
  ]);
}
