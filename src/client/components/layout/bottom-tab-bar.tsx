import { cn } from "#client/lib/cn.ts";
import { NavBadge, type NavItem, NavLink } from "./nav-link";

/** The narrow-screen tab bar, fixed to the bottom (content leaves room for it). */
export function BottomTabBar({ items }: { items: NavItem[] }) {
  return (
    <nav
      aria-label="Primary"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
        {items.map((item) => {
          const { label, icon: Icon, isActive, badge } = item;
          const className = cn(
            "flex h-full flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors",
            "focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand",
            isActive ? "text-brand-strong" : "text-gray-600 hover:text-gray-900",
          );
          return (
            <li key={label}>
              <NavLink item={item} className={className}>
                <span className="relative">
                  <Icon aria-hidden="true" className="size-6" strokeWidth={isActive ? 2.5 : 2} />
                  <NavBadge
                    badge={badge}
                    className="absolute -top-1.5 left-3.5 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-[0.6875rem] leading-5 font-bold text-white ring-2 ring-white"
                  />
                </span>
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
