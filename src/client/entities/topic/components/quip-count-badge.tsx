import { MessageSquareQuote } from "lucide-react";
import { quipCountText } from "#client/entities/topic/lib/topic-format.ts";
import { cn } from "#client/lib/cn.ts";

/** "12 quips" as a small pill. */
export function QuipCountBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full bg-gray-100 px-2.5 py-1 text-xs font-semibold text-gray-800 tabular-nums",
        className,
      )}
    >
      <MessageSquareQuote aria-hidden="true" className="size-3.5" />
      {quipCountText(count)}
    </span>
  );
}
