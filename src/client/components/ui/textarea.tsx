import type { Ref, TextareaHTMLAttributes } from "react";
import { cn } from "#client/lib/cn.ts";

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
};

/** A multi-line field in the look of the shared Input. */
export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      className={cn(
        "block w-full resize-y rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900",
        "placeholder:text-gray-500 transition-colors hover:border-gray-400",
        "focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand",
        "aria-invalid:border-red-700 aria-invalid:focus-visible:outline-red-700",
        "disabled:cursor-not-allowed disabled:bg-gray-100",
        className,
      )}
      {...props}
    />
  );
}
