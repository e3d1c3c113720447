import { CLIENT_MSG } from "../../../../shared/messages";
import { toast } from "../../../components/ui/use-toast";
import { paths } from "../../../lib/paths";

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
      title: CLIENT_MSG.quip.linkCopied,
      description: CLIENT_MSG.quip.linkCopiedBody,
      variant: "success",
    });
  } catch {
    toast({ title: CLIENT_MSG.quip.copyFailed, description: url, variant: "destructive" });
  }
}
