import { createHash } from "node:crypto";
import type { AppContext } from "#server/context.ts";

/** The table keeps the SHA-256 of a link's token, never the token: a leaked table opens nothing. */
export const tokenDigest = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The mailed link: the Account page, which offers the download to the member signed in there.
 * The token travels in the address; the page sends no Referer (helmet's no-referrer).
 */
export function exportLink(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/account?export=${encodeURIComponent(token)}`;
}
