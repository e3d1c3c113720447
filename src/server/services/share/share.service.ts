import { createHash } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { renderShareImage, shareImageSvg } from "./share-image";
import type { ShareImageCache } from "./share-image-cache";
import { injectIntoHead, shareMetaTags } from "./share-meta";
import { findSharedQuip } from "./shared-quip";

/** Long enough to spare a busy post, short enough that an edit or a rename shows up soon. */
const FRESH_SECONDS = 300;

/** The app's page for /quip/:id with the quip's share metadata in its head. */
export async function renderQuipPage(
  ctx: AppContext,
  indexHtml: string,
  id: string,
): Promise<string> {
  const quip = await findSharedQuip(ctx, id);
  return injectIntoHead(indexHtml, shareMetaTags(quip, ctx.config.publicUrl));
}

export interface QuipShareImage {
  /** Names exactly what is drawn: it changes with the text, and at the reveal with the byline. */
  etag: string;
  /** How long browsers and unfurlers may keep it: never past the reveal. */
  maxAgeSeconds: number;
  /** The PNG: kept from an earlier request, or drawn once `beforeDrawing` lets it be. */
  png(beforeDrawing: () => Promise<void>): Promise<Buffer>;
}

/**
 * A quip's share image as a visitor sees it. The quip is read on every request (a deleted
 * quip is gone at once, and the reveal is decided now), but the picture is drawn only when no
 * drawing of the same card is kept. The cache key holds the revealed state and a hash of the
 * card itself, so an anonymous picture can never be served once the author shows, nor the
 * author's picture before.
 */
export async function quipShareImage(
  ctx: AppContext,
  cache: ShareImageCache,
  id: string,
): Promise<QuipShareImage> {
  const quip = await findSharedQuip(ctx, id);
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  const svg = shareImageSvg(quip, new URL(ctx.config.publicUrl).host);
  const version = createHash("sha256").update(svg).digest("base64url").slice(0, 27);
  const key = `${quip.id}:${quip.revealsAt ? "anonymous" : "revealed"}:${version}`;
  const untilReveal = quip.revealsAt
    ? Math.floor((quip.revealsAt.getTime() - ctx.now().getTime()) / 1000)
    : FRESH_SECONDS;
  return {
    etag: `"${version}"`,
    maxAgeSeconds: Math.max(0, Math.min(FRESH_SECONDS, untilReveal)),
    async png(beforeDrawing) {
      const kept = cache.peek(key);
      if (kept) return kept;
      await beforeDrawing();
      return cache.draw(key, () => renderShareImage(svg));
    },
  };
}
