import { cn } from "#client/lib/cn.ts";

/**
 * "n/max" under a field; red once the text is over `warnAbove` (defaults to the limit).
 * Give the field `aria-describedby={id}` so the count is read with it.
 */
export function CharacterCounter({
  id,
  count,
  max,
  warnAbove = max,
  className,
}: {
  id: string;
  count: number;
  max: number;
  warnAbove?: number;
  className?: string;
}) {
  const isWarning = count > warnAbove;
  return (
    <p
      id={id}
      data-warning={isWarning ? "true" : undefined}
      className={cn(
        "text-sm tabular-nums",
        isWarning ? "font-semibold text-red-700" : "text-gray-600",
        className,
      )}
    >
      <span className="sr-only">Characters used: </span>
      {count}/{max}
    </p>
  );
}
