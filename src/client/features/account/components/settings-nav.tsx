import { Link, useLocation } from "wouter";
import { cn } from "#client/lib/cn.ts";
import { paths } from "#client/lib/paths.ts";

const SETTINGS_PAGES = [
  { label: "Profile and safety", href: paths.editProfile.getHref() },
  { label: "Account and security", href: paths.account.getHref() },
] as const;

/**
 * The two settings pages side by side: what others see and what the member would rather not
 * see, and what keeps the account theirs. Ordinary links, so each page has its own address.
 */
export function SettingsNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Settings pages" className="mb-6 flex gap-2 border-b border-gray-200">
      {SETTINGS_PAGES.map((page) => {
        const current = location === page.href;
        return (
          <Link
            key={page.href}
            href={page.href}
            aria-current={current ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-semibold",
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
