import { createHash } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import { renderShareImage } from "#server/services/share/share-image.ts";
import type { ShareImageCache } from "#server/services/share/share-image-cache.ts";
import { injectIntoHead, previewMetaTags } from "#server/services/share/share-meta.ts";
import { LIMITS } from "#shared/limits.ts";
import { RESULT_MSG } from "#shared/messages/competitions.results.ts";
import { excerpt } from "#shared/rules/excerpt.ts";
import { placeLine, resultCardPaths } from "#shared/rules/result-card.ts";
import type { ResultCard } from "#shared/schemas/competitions.ts";
import { resultCardSvg } from "./result-card-image";
import { findResultCard } from "./result-cards.service";

/** A card changes only when its quip is hidden, shown again or deleted: five minutes is soon. */
const FRESH_SECONDS = 300;

/** The card, or null for every way of not having one (they are one answer). */
async function cardOrNull(ctx: AppContext, competitionId: string, userId: string) {
  try {
    return await findResultCard(ctx, competitionId, userId);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

function preview(card: ResultCard) {
  const place = `${placeLine(card.ranking, card.totalQuips)} on the Topic of the Day “${card.topic.text}”.`;
  return {
    title: `@${card.member.username}: ${card.cityLine}`,
    description: excerpt(
      card.quip ? `${place} “${card.quip.content}”` : place,
      LIMITS.shareDescriptionMax,
    ),
    path: resultCardPaths.page(card.competitionId, card.member.id),
    imagePath: resultCardPaths.image(card.competitionId, card.member.id),
    imageAlt: RESULT_MSG.imageAlt(card.headline, card.member.username),
  };
}

/**
 * The app's page for /results/{competitionId}/{userId} with the card's share metadata, and
 * whether there is a card: without one it is the site's own preview, sent as a 404.
 */
export async function renderResultPage(
  ctx: AppContext,
  indexHtml: string,
  competitionId: string,
  userId: string,
): Promise<{ html: string; found: boolean }> {
  const card = await cardOrNull(ctx, competitionId, userId);
  const tags = previewMetaTags(card && preview(card), ctx.config.publicUrl);
  return { html: injectIntoHead(indexHtml, tags), found: card !== null };
}

export interface ResultCardImage {
  etag: string;
  maxAgeSeconds: number;
  png(beforeDrawing: () => Promise<void>): Promise<Buffer>;
}

/** The card's 1200×630 picture, read now and drawn once per version (as quips' are, 0063). */
export async function resultCardImage(
  ctx: AppContext,
  cache: ShareImageCache,
  competitionId: string,
  userId: string,
): Promise<ResultCardImage> {
  const card = await findResultCard(ctx, competitionId, userId);
  const svg = resultCardSvg(card, new URL(ctx.config.publicUrl).host);
  const version = createHash("sha256").update(svg).digest("base64url").slice(0, 27);
  const key = `result:${card.competitionId}:${card.member.id}:${version}`;
  return {
    etag: `"${version}"`,
    maxAgeSeconds: FRESH_SECONDS,
    async png(beforeDrawing) {
      const kept = cache.peek(key);
      if (kept) return kept;
      await beforeDrawing();
      return cache.draw(key, () => renderShareImage(svg));
    },
  };
}
