import { paths } from "#client/lib/paths.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";

export function quipUrl(id: string): string {
  return new URL(paths.quip.getHref(id), window.location.origin).href;
}

function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * The phone's own share sheet when there is one; otherwise the link /quip/{id} goes to the
 * clipboard with "Link copied!". A share the member cancels is not an error.
 */
export async function shareQuip(quip: { id: string; content: string }): Promise<void> {
  const url = quipUrl(quip.id);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: "A quip on Quip", text: quip.content, url });
      return;
    } catch (error) {
      if (isCancel(error)) return;
      // Sharing refused (no permission, nothing to share to): copy instead.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: QUIP_CARD_MSG.linkCopied,
      description: QUIP_CARD_MSG.linkCopiedBody,
      variant: "success",
    });
  } catch {
    toast({ title: QUIP_CARD_MSG.copyFailed, description: url, variant: "destructive" });
  }
}
