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
import { LIVE_MSG } from "../../shared/messages/live";
import { BottomTabBar } from "../components/layout/bottom-tab-bar";
import type { NavItem } from "../components/layout/nav-link";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { WideNav } from "../components/layout/wide-nav";
import { buttonVariants } from "../components/ui/button";
import { LazyEmailConfirmationBanner } from "../features/account";
import { useLiveUnreadCount } from "../features/activity";
import { SuspensionBanner } from "../features/auth";
import { FeedFilterSelect, useRememberFeed } from "../features/feed";
import { FooterThemeSwitch } from "../features/theme";
import { useLiveTopic } from "../features/topics";
import { useCurrentUser } from "../lib/auth/get-current-user";
import { useIsAdmin } from "../lib/auth/get-is-admin";
import { useUnreadTitle } from "../lib/document-title";
import { clearPreviousFeed, previousFeedPath } from "../lib/feed-place/previous-feed";
import { paths } from "../lib/paths";

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
  const { isAdmin } = useIsAdmin();
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
  // visitor signs in or joins here, an admin reaches the console.
  const accountItems: NavItem[] = isSignedIn
    ? isAdmin
      ? [
          {
            label: "Admin",
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
