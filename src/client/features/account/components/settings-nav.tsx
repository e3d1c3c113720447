import { Link, useLocation } from "wouter";
import { cn } from "#client/lib/cn.ts";
import { paths } from "#client/lib/paths.ts";

const SETTINGS_PAGES = [
  { label: "Profile and safety", href: paths.editProfile.getHref() },
  { label: "Account and security", href: paths.account.getHref() },
  { label: "Notifications", href: paths.notificationSettings.getHref() },
  { label: "Warnings", href: paths.warnings.getHref() },
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
            className={cn(
              "-mb-px shrink-0 border-b-2 px-2 py-2 text-sm font-semibold sm:px-3",
              current
                ? "border-brand text-brand-strong"
                : "border-transparent text-gray-700 hover:text-gray-900",
            )}
          >
            {page.label}
          </Link>
        );
      })}
    </nav>
  );
}
