import type { HTMLAttributes } from "react";
import { cn } from "#client/lib/cn.ts";

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-gray-200 motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
