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
  /** A count beside the destination: `text` is drawn, `label` is what a screen reader hears. */
  badge?: { text: string; label: string } | undefined;
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
  const { label, href, isActive, isFullLoad, onClick, badge } = item;
  const attributes = {
    href,
    onClick,
    className,
    "aria-current": isActive ? ("page" as const) : undefined,
    // Heard as "Activity, 3 unread notifications".
    "aria-label": badge ? `${label}, ${badge.label}` : undefined,
  };
  return isFullLoad ? <a {...attributes}>{children}</a> : <Link {...attributes}>{children}</Link>;
}

/** The badge's count for the eye; `NavLink` names it to a screen reader after the label. */
export function NavBadge({ badge, className }: { badge: NavItem["badge"]; className: string }) {
  if (!badge) return null;
  return (
    <span aria-hidden="true" className={className}>
      {badge.text}
    </span>
  );
}
