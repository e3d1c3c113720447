import { paths } from "#client/lib/paths.ts";
import { toast } from "#client/lib/toast/use-toast.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import { type QuipText, setupOnly } from "#shared/rules/punchline.ts";

export function quipUrl(id: string): string {
  return new URL(paths.quip.getHref(id), window.location.origin).href;
}

function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * The phone's own share sheet when there is one; otherwise the link /quip/{id} goes to the
 * clipboard with "Link copied!". A share the member cancels is not an error. What is shared
 * keeps the punchline behind its link, as a share preview does (decision 0163).
 */
export async function shareQuip(quip: { id: string } & QuipText): Promise<void> {
  const url = quipUrl(quip.id);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: "A quip on Quip", text: setupOnly(quip), url });
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
