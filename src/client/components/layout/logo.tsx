import { MessageSquareQuote } from "lucide-react";
import { Link } from "wouter";
import { cn } from "#client/lib/cn.ts";
import { paths } from "#client/lib/paths.ts";

/** The wordmark; always goes to the home feed with the default filter. */
export function Logo({ onClick, className }: { onClick?: () => void; className?: string }) {
  return (
    <Link
      href={paths.home.getHref()}
      onClick={onClick}
      className={cn(
        "inline-flex items-center gap-2 rounded-lg px-2 py-1 text-2xl font-extrabold tracking-tight text-white",
        "hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
        className,
      )}
    >
      <MessageSquareQuote aria-hidden="true" className="size-7" strokeWidth={2.25} />
      Quip
    </Link>
  );
}
