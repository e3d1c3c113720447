import { bookmarkQuip } from "#client/entities/quip/api/bookmark-quip.ts";
import { getQuip } from "#client/entities/quip/api/get-quip.ts";
import { likeQuip } from "#client/entities/quip/api/like-quip.ts";
import { refusalDescription } from "#client/lib/refusal.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";

/**
 * A like or bookmark asked for before signing in, done once signed in. Both calls toggle, so
 * the member's own state is read first: a quip they already liked stays liked.
 */
export async function resumeQuipAction({
  kind,
  quipId,
}: {
  kind: "like" | "bookmark";
  quipId: string;
}): Promise<void> {
  try {
    const quip = await getQuip(quipId);
    if (kind === "like" && !quip.isLiked) await likeQuip(quipId);
    if (kind === "bookmark" && !quip.isBookmarked) await bookmarkQuip(quipId);
  } catch (error) {
    const failed = kind === "like" ? QUIP_CARD_MSG.likeFailed : QUIP_CARD_MSG.bookmarkFailed;
    toast({ title: failed, ...refusalDescription(error), variant: "destructive" });
  }
}
