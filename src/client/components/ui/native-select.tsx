import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

/**
 * A native select, so phones show their own picker and no popup code ships, with the site's
 * chevron drawn where the platform's arrow was. `className` styles the select itself.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select {...props} className={cn("block w-full cursor-pointer appearance-none", className)}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-gray-600"
      />
    </div>
  );
}
