import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Quality 4 compresses a rendered feed page (about 80 KB) to about a tenth in a few
// milliseconds; the highest quality saves a few hundred bytes more for a hundred milliseconds.
const BROTLI_QUALITY = 4;

/**
 * A page's HTML compressed as the browser accepts it (brotli, else gzip, else as it is). Pages
 * are built per viewer, so unlike the static files they cannot be compressed ahead of time.
 */
export async function compressPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding: "br" | "gzip" | null }> {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";")[0]?.toLowerCase());
  if (accepted.includes("br")) {
    const body = await brotli(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    return { body, encoding: "br" };
  }
  if (accepted.includes("gzip")) return { body: await gzipAsync(html), encoding: "gzip" };
  return { body: html, encoding: null };
}
