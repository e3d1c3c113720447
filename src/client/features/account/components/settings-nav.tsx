import { Link, useLocation } from "wouter";
import { cn } from "#client/lib/cn.ts";
import { paths } from "#client/lib/paths.ts";

/**
 * On a phone the full names do not fit across; each keeps its full name as the link's name,
 * which begins with the short one shown, so what is read aloud is what is seen.
 */
const SETTINGS_PAGES = [
  { label: "Profile and safety", short: "Profile", href: paths.editProfile.getHref() },
  { label: "Account and security", short: "Account", href: paths.account.getHref() },
  { label: "Notifications", short: "Notifications", href: paths.notificationSettings.getHref() },
  { label: "Warnings", short: "Warnings", href: paths.warnings.getHref() },
] as const;

/**
 * The settings pages side by side: what others see and what the member would rather not see,
 * what keeps the account theirs, what they are told of and where, and what moderators warned
 * them about. Ordinary links, so each page has its own address.
 */
export function SettingsNav() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Settings pages"
      className="mb-6 flex gap-1 overflow-x-auto border-b border-gray-200 sm:gap-2"
    >
      {SETTINGS_PAGES.map((page) => {
        const current = location === page.href;
        return (
          <Link
            key={page.href}
            href={page.href}
            aria-current={current ? "page" : undefined}
            aria-label={page.label}
            className={cn(
              "-mb-px shrink-0 border-b-2 px-2 py-2 text-sm font-semibold sm:px-3",
              current
                ? "border-brand text-brand-strong"
                : "border-transparent text-gray-700 hover:text-gray-900",
            )}
          >
            <span className="sm:hidden">{page.short}</span>
            <span className="hidden sm:inline">{page.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
