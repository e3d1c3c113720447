import { EyeOff } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { formatEasternDateTime } from "#client/features/admin/lib/eastern-time.ts";
import { cn } from "#client/lib/cn.ts";

/**
 * The card of one reported quip or comment: its title (how many reports, of what), whether it
 * is hidden and by what, and when it was last reported; what was reported and the decisions
 * below.
 */
export function FlaggedCard({
  titleId,
  icon,
  title,
  hidden,
  latestAt,
  firstAt,
  latestLabel = "Latest",
  children,
}: {
  titleId: string;
  icon: ReactNode;
  title: string;
  /** Why it is hidden, in the badge's words and tone; null when it is not. */
  hidden: { label: string; tone: "red" | "gray" } | null;
  latestAt: string;
  /** When the first pending report came, for the queue, which is ordered by it. */
  firstAt?: string;
  /** What `latestAt` was: the latest report, or an appeal's only date. */
  latestLabel?: string;
  children: ReactNode;
}) {
  return (
    <Card as="article" aria-labelledby={titleId} className="space-y-3 p-4 sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex flex-wrap items-center gap-2 font-bold text-gray-900">
          {icon}
          {title}
          {hidden ? (
            <span
              className={cn(
                "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
                hidden.tone === "red" ? "bg-red-50 text-red-800" : "bg-gray-100 text-gray-800",
              )}
            >
              <EyeOff aria-hidden="true" className="size-3.5" />
              {hidden.label}
            </span>
          ) : null}
        </h3>
        <p className="text-sm text-gray-600">
          {firstAt && firstAt !== latestAt ? (
            <>
              First <time dateTime={firstAt}>{formatEasternDateTime(firstAt)}</time> ·{" "}
            </>
          ) : null}
          {latestLabel} <time dateTime={latestAt}>{formatEasternDateTime(latestAt)}</time>
        </p>
      </header>
      {children}
    </Card>
  );
}
