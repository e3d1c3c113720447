import { paths } from "#client/lib/paths.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { RESULT_MSG } from "#shared/messages/competitions.results.ts";
import type { ResultCard } from "#shared/schemas/competitions.ts";

export function resultUrl(card: ResultCard): string {
  return new URL(paths.result.getHref(card.competitionId, card.member.id), window.location.origin)
    .href;
}

/** Whether this browser has a share sheet of its own (phones, some desktops). */
export function canShareNatively(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

/**
 * The system's share sheet with the card's link; a share the member cancels is not an error,
 * and a sheet that refuses falls back to copying the link (decision 0024).
 */
export async function shareResult(card: ResultCard): Promise<void> {
  try {
    await navigator.share({
      title: RESULT_MSG.shareTitle(card.member.username),
      text: card.headline,
      url: resultUrl(card),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    await copyResultLink(card);
  }
}

/** The card's link to the clipboard, with "Link copied!" (or the link itself when refused). */
export async function copyResultLink(card: ResultCard): Promise<void> {
  const url = resultUrl(card);
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: RESULT_MSG.linkCopied,
      description: RESULT_MSG.linkCopiedBody,
      variant: "success",
    });
  } catch {
    toast({ title: RESULT_MSG.copyFailed, description: url, variant: "destructive" });
  }
}
