import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

/** The look of the card's icon controls (buttons and links alike). */
export function quipActionClass(className?: string): string {
  return cn(
    // Icons keep their size when a narrow card's row runs out of room.
    "inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-semibold [&>svg]:shrink-0",
    "text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900",
    "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand",
    "disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent",
    className,
  );
}

export function QuipActionButton({
  className,
  type = "button",
  ...props
}: ComponentProps<"button">) {
  return <button type={type} className={quipActionClass(className)} {...props} />;
}
