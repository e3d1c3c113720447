import { Heart } from "lucide-react";
import { useId } from "react";
import { cn } from "#client/lib/cn.ts";
import { QUIP_CARD_MSG } from "#shared/messages/quips.ts";
import { QuipActionButton } from "./quip-action";

/**
 * A toggle (aria-pressed) with the like count; the heart fills and pops when liked. An entry
 * of a topic competition still open has no count (null): the heart still likes, and a short
 * line beside it, also the button's description, says the likes come with the results.
 */
export function LikeButton({
  isLiked,
  likesCount,
  popKey,
  onToggle,
  disabled = false,
}: {
  isLiked: boolean;
  likesCount: number | null;
  popKey: number;
  onToggle: () => void;
  /** While the member's account waits for approval. */
  disabled?: boolean;
}) {
  const hiddenId = useId();
  const isHidden = likesCount === null;
  const label = isHidden ? "Like" : `Like, ${likesCount} ${likesCount === 1 ? "like" : "likes"}`;
  return (
    <>
      <QuipActionButton
        aria-pressed={isLiked}
        aria-label={label}
        aria-describedby={isHidden ? hiddenId : undefined}
        onClick={onToggle}
        disabled={disabled}
        className={cn(isLiked && "text-red-600 hover:bg-red-50 hover:text-red-700")}
      >
        <Heart
          key={popKey}
          aria-hidden="true"
          className={cn("size-5", isLiked && "fill-current", popKey > 0 && "animate-like-pop")}
        />
        {isHidden ? null : <span className="tabular-nums">{likesCount}</span>}
      </QuipActionButton>
      {isHidden ? (
        // Beside the heart where the row has room; on a phone, a line of its own under it.
        <span
          id={hiddenId}
          className="order-last basis-full px-2.5 pb-1 text-xs leading-tight text-gray-600 sm:order-none sm:-ml-1 sm:basis-auto sm:px-0 sm:pr-1 sm:pb-0"
        >
          {QUIP_CARD_MSG.likesHidden}
        </span>
      ) : null}
    </>
  );
}
