import { Heart } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { QuipActionButton } from "./quip-action";

/** A toggle (aria-pressed) with the like count; the heart fills and pops when liked. */
export function LikeButton({
  isLiked,
  likesCount,
  popKey,
  onToggle,
  disabled = false,
}: {
  isLiked: boolean;
  likesCount: number;
  popKey: number;
  onToggle: () => void;
  /** While the member's account waits for approval. */
  disabled?: boolean;
}) {
  const noun = likesCount === 1 ? "like" : "likes";
  return (
    <QuipActionButton
      aria-pressed={isLiked}
      aria-label={`Like, ${likesCount} ${noun}`}
      onClick={onToggle}
      disabled={disabled}
      className={cn(isLiked && "text-red-600 hover:bg-red-50 hover:text-red-700")}
    >
      <Heart
        key={popKey}
        aria-hidden="true"
        className={cn("size-5", isLiked && "fill-current", popKey > 0 && "animate-like-pop")}
      />
      <span className="tabular-nums">{likesCount}</span>
    </QuipActionButton>
  );
}
