import type { LabelHTMLAttributes, ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

type LabelProps = LabelHTMLAttributes<HTMLLabelElement> & { htmlFor: string; children: ReactNode };

export function Label({ className, htmlFor, children, ...props }: LabelProps) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn("block text-sm font-semibold text-gray-800", className)}
      {...props}
    >
      {children}
    </label>
  );
}
