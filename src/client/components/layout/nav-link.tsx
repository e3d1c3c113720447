import type { LucideIcon } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "wouter";

/** One destination of the main navigation, drawn by the phone tab bar and the wide nav row. */
export type NavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  isActive: boolean;
  /** A full page load instead of a client navigation. */
  isFullLoad?: boolean;
  onClick?: (event: MouseEvent) => void;
};

/** A navigation link that marks the current page for assistive technology too. */
export function NavLink({
  item,
  className,
  children,
}: {
  item: NavItem;
  className: string;
  children: ReactNode;
}) {
  const { href, isActive, isFullLoad, onClick } = item;
  const current = isActive ? "page" : undefined;
  return isFullLoad ? (
    <a href={href} onClick={onClick} aria-current={current} className={className}>
      {children}
    </a>
  ) : (
    <Link href={href} onClick={onClick} aria-current={current} className={className}>
      {children}
    </Link>
  );
}
