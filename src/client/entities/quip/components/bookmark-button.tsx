import { Bookmark } from "lucide-react";
import { useBookmarkQuip } from "#client/entities/quip/api/bookmark-quip.ts";
import { useMemberGuard } from "#client/lib/auth/use-member-guard.ts";
import { cn } from "#client/lib/cn.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { QuipActionButton } from "./quip-action";

/** Saves the quip to the member's bookmarks; each press toggles. */
export function BookmarkButton({ quip }: { quip: Pick<Quip, "id" | "isBookmarked"> }) {
  const mayAct = useMemberGuard();
  const bookmark = useBookmarkQuip();
  return (
    <QuipActionButton
      aria-pressed={quip.isBookmarked}
      aria-label="Bookmark"
      onClick={() => {
        if (!mayAct({ kind: "bookmark", quipId: quip.id })) return;
        bookmark.mutate({ id: quip.id, isBookmarked: quip.isBookmarked });
      }}
      className={cn(quip.isBookmarked && "text-brand-strong hover:text-brand-strong")}
    >
      <Bookmark aria-hidden="true" className={cn("size-5", quip.isBookmarked && "fill-current")} />
    </QuipActionButton>
  );
}
