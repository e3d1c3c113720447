import type { LucideIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "wouter";
import { cn } from "../../lib/cn";

export type TabItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  isActive: boolean;
  /** A full page load instead of a client navigation. */
  isFullLoad?: boolean;
  onClick?: (event: MouseEvent) => void;
};

/** The narrow-screen tab bar, fixed to the bottom (content leaves room for it). */
export function BottomTabBar({ items }: { items: TabItem[] }) {
  return (
    <nav
      aria-label="Primary"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
        {items.map(({ label, href, icon: Icon, isActive, isFullLoad, onClick }) => {
          const className = cn(
            "flex h-full flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors",
            "focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand",
            isActive ? "text-brand-strong" : "text-gray-600 hover:text-gray-900",
          );
          const content = (
            <>
              <Icon aria-hidden="true" className="size-6" strokeWidth={isActive ? 2.5 : 2} />
              {label}
            </>
          );
          return (
            <li key={label}>
              {isFullLoad ? (
                <a href={href} onClick={onClick} className={className}>
                  {content}
                </a>
              ) : (
                <Link
                  href={href}
                  onClick={onClick}
                  aria-current={isActive ? "page" : undefined}
                  className={className}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
