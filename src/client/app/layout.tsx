import {
  Activity,
  House,
  LogIn,
  Search,
  ShieldCheck,
  SquarePen,
  UserRound,
  UserRoundPlus,
} from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { BottomTabBar } from "#client/components/layout/bottom-tab-bar.tsx";
import type { NavItem } from "#client/components/layout/nav-link.tsx";
import { SiteFooter } from "#client/components/layout/site-footer.tsx";
import { SiteHeader } from "#client/components/layout/site-header.tsx";
import { WideNav } from "#client/components/layout/wide-nav.tsx";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { LazyEmailConfirmationBanner } from "#client/features/account/index.ts";
import { useLiveUnreadCount } from "#client/features/activity/index.ts";
import { LazyApprovalBanner, SuspensionBanner } from "#client/features/auth/index.ts";
import { FeedFilterSelect, useRememberFeed } from "#client/features/feed/index.ts";
import { FooterThemeSwitch } from "#client/features/theme/index.ts";
import { useLiveTopic } from "#client/features/topics/index.ts";
import { useCurrentUser } from "#client/lib/auth/get-current-user.ts";
import { CONSOLE_LABEL, useStaffRole } from "#client/lib/auth/staff-role.ts";
import { useUnreadTitle } from "#client/lib/document-title.ts";
import { clearPreviousFeed, previousFeedPath } from "#client/lib/feed-place/previous-feed.ts";
import { paths } from "#client/lib/paths.ts";
import { LIVE_MSG } from "#shared/messages/live.ts";

function isUnder(location: string, base: string): boolean {
  return location === base || location.startsWith(`${base}/`);
}

/**
 * The frame around every page: header (filter, logo, Compose, and on wide screens the nav row),
 * one <main>, footer, and on narrow screens the bottom tab bar. Both navigations draw the same
 * `tabs`.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  const staffRole = useStaffRole();
  const rememberFeed = useRememberFeed();
  const isSignedIn = Boolean(user);
  const isHome = location === paths.home.path;
  // Unknown on the server and until asked: no badge, so the first render matches the server's.
  const unread = useLiveUnreadCount(user?.id);
  useUnreadTitle(unread ?? 0);
  useLiveTopic();

  // A member composes in the app; a visitor gets a fresh page load of the sign-up screen.
  const composeHref = isSignedIn ? paths.compose.getHref() : paths.register.getHref();
  const composeIsFullLoad = !isSignedIn;

  function goHome(event: MouseEvent) {
    event.preventDefault();
    if (isHome) window.scrollTo(0, 0);
    else navigate(previousFeedPath());
  }

  const tabs: NavItem[] = [
    { label: "Home", href: paths.home.getHref(), icon: House, isActive: isHome, onClick: goHome },
    {
      label: "Activity",
      href: paths.activity.getHref(),
      icon: Activity,
      isActive: isUnder(location, paths.activity.path),
      onClick: rememberFeed,
      badge: unread
        ? { text: LIVE_MSG.unreadBadge(unread), label: LIVE_MSG.unreadLabel(unread) }
        : undefined,
    },
    {
      label: "Compose",
      href: composeHref,
      icon: SquarePen,
      isActive: isUnder(location, paths.compose.path),
      isFullLoad: composeIsFullLoad,
      onClick: rememberFeed,
    },
    {
      label: "Search",
      href: paths.search.getHref(),
      icon: Search,
      isActive: isUnder(location, "/search"),
      onClick: rememberFeed,
    },
    {
      label: "Profile",
      href: paths.profile.getHref(),
      icon: UserRound,
      isActive: isUnder(location, "/profile"),
      onClick: rememberFeed,
    },
  ];

  // Wide screens have room to say outright what the tab bar leaves to Profile and Compose: a
  // visitor signs in or joins here, an administrator or a moderator reaches the console.
  const accountItems: NavItem[] = isSignedIn
    ? staffRole
      ? [
          {
            label: CONSOLE_LABEL[staffRole],
            href: paths.admin.getHref(),
            icon: ShieldCheck,
            isActive: isUnder(location, paths.admin.path),
            onClick: rememberFeed,
          },
        ]
      : []
    : [
        {
          label: "Log in",
          href: paths.login.getHref(),
          icon: LogIn,
          isActive: location === paths.login.path,
          onClick: rememberFeed,
        },
        {
          label: "Join",
          href: paths.register.getHref(),
          icon: UserRoundPlus,
          isActive: location === paths.register.path,
          onClick: rememberFeed,
        },
      ];

  const composeClass = buttonVariants({ variant: "inverse" });
  const compose = composeIsFullLoad ? (
    <a href={composeHref} onClick={rememberFeed} className={composeClass}>
      <SquarePen aria-hidden="true" className="size-4" />
      Compose
    </a>
  ) : (
    <Link href={composeHref} onClick={rememberFeed} className={composeClass}>
      <SquarePen aria-hidden="true" className="size-4" />
      Compose
    </Link>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-strong shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader
        compose={compose}
        nav={<WideNav items={tabs} accountItems={accountItems} />}
        onLogoClick={() => clearPreviousFeed()}
        renderFilter={
          isHome
            ? (placement) => (
                <FeedFilterSelect
                  isSignedIn={isSignedIn}
                  onBrand={placement === "header"}
                  className={placement === "header" ? "w-64 max-w-full" : "w-full"}
                />
              )
            : undefined
        }
      />
      <SuspensionBanner />
      <LazyApprovalBanner />
      <LazyEmailConfirmationBanner />
      {/* At least a screen tall, so the footer starts below the fold and a page growing as
          its data arrives never pushes a visible footer down (a layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      <SiteFooter onNavigate={rememberFeed} themeSwitch={<FooterThemeSwitch />} />
      <BottomTabBar items={tabs} />
    </div>
  );
}
