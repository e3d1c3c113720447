import { RotateCw } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { Button } from "./button";

/** A part of a screen that failed to load, said in a line, with a retry beside it. */
export function InlineLoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn("flex flex-wrap items-center gap-3", className)}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
