import { cn } from "#client/lib/cn.ts";
import { NavBadge, type NavItem, NavLink } from "./nav-link";

/**
 * The wide-screen navigation: a row at the foot of the green header with the tab bar's
 * destinations on the left and the account links (Log in and Join, or the admin console) on
 * the right. Phones have the tab bar instead. Its label matches the tab bar's: only one of the
 * two is ever shown.
 */
export function WideNav({ items, accountItems }: { items: NavItem[]; accountItems: NavItem[] }) {
  return (
    <nav aria-label="Primary" className="hidden bg-brand-strong md:block">
      <div className="mx-auto flex h-11 max-w-6xl items-stretch justify-between gap-4 px-4">
        <NavList items={items} />
        {accountItems.length > 0 ? <NavList items={accountItems} /> : null}
      </div>
    </nav>
  );
}

function NavList({ items }: { items: NavItem[] }) {
  return (
    <ul className="flex items-stretch gap-1">
      {items.map((item) => {
        const { label, icon: Icon, isActive, badge } = item;
        // The current page is marked by weight and a white bar along the bottom, not by
        // colour alone; white on the darker green keeps well above AA contrast.
        const className = cn(
          "flex h-full items-center gap-2 px-3 text-sm text-white transition-colors",
          "hover:bg-white/10 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white",
          isActive ? "font-bold shadow-[inset_0_-3px_0_white]" : "font-medium",
        );
        return (
          <li key={label}>
            <NavLink item={item} className={className}>
              <Icon aria-hidden="true" className="size-4" strokeWidth={isActive ? 2.5 : 2} />
              {label}
              <NavBadge
                badge={badge}
                className="min-w-5 rounded-full bg-white px-1.5 text-center text-xs leading-5 font-bold text-brand-strong"
              />
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
