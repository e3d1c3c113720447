import type { ReadScope } from "#server/context.ts";
import type { Viewer } from "#server/services/anonymity.ts";
import { getQuip } from "#server/services/quips/index.ts";
import type { QuipThread } from "#shared/schemas/comments.ts";
import { listComments } from "./comment-pages.service";

/**
 * A quip and the first page of its comments, read side by side: what its page shows on
 * opening, in one request instead of two. Each part is what its own route answers the viewer,
 * so a quip the viewer may not find is "Quip not found." from either.
 */
export async function openQuipThread(
  ctx: ReadScope,
  viewer: Viewer,
  quipId: string,
): Promise<QuipThread> {
  const [quip, comments] = await Promise.all([
    getQuip(ctx, viewer, quipId),
    listComments(ctx, viewer, quipId, {}),
  ]);
  return { quip, comments };
}
