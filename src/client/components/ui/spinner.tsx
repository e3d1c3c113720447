import { LoaderCircle } from "lucide-react";
import { cn } from "#client/lib/cn.ts";

/** A spinning icon. Decorative unless given a label. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? "img" : undefined}
      className={cn("size-5 animate-spin motion-reduce:animate-none", className)}
    />
  );
}

/** A small, centred loading state for a page or a section. */
export function PageLoader({ label = "Loading…" }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-gray-600">
      <Spinner className="text-brand" />
      <span>{label}</span>
    </div>
  );
}
