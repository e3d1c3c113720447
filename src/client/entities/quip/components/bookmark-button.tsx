import { Bookmark } from "lucide-react";
import type { Quip } from "../../../../shared/schemas/quips";
import { useMemberGuard } from "../../../lib/auth/use-member-guard";
import { cn } from "../../../lib/cn";
import { useBookmarkQuip } from "../api/bookmark-quip";
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
