import { QUIP_MSG } from "../../../shared/messages";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { renderShareImage } from "./share-image";
import { injectIntoHead, shareMetaTags } from "./share-meta";
import { findSharedQuip } from "./shared-quip";

/** The app's page for /quip/:id with the quip's share metadata in its head. */
export async function renderQuipPage(
  ctx: AppContext,
  indexHtml: string,
  id: string,
): Promise<string> {
  const quip = await findSharedQuip(ctx, id);
  return injectIntoHead(indexHtml, shareMetaTags(quip, ctx.config.publicUrl));
}

export async function renderQuipShareImage(ctx: AppContext, id: string): Promise<Buffer> {
  const quip = await findSharedQuip(ctx, id);
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  return renderShareImage(quip, new URL(ctx.config.publicUrl).host);
}
