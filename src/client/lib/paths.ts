import { type FeedFilter, feedPath } from "#shared/rules/feed-filters.ts";
import { PAGE_ROUTES, type PageName } from "#shared/rules/page-routes.ts";
import { resultCardPaths } from "#shared/rules/result-card.ts";

/**
 * Every URL the client knows, in one place: `path` is the router pattern, the page's in the one
 * table of pages (shared/rules/page-routes.ts), `getHref` builds a link. Shared by the app,
 * pages and features alike.
 */
export type ProfileTab = "quips" | "followers" | "following" | "stats" | "vault" | "bookmarks";
export type ComposeMode = "edit-vault" | "post-from-vault";

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const seg = encodeURIComponent;

export const paths = {
  home: {
    path: PAGE_ROUTES.home,
    getHref: (filter?: FeedFilter, page?: number) => feedPath(filter, page),
  },
  /** `returnTo`: the page to come back to once signed in (a path of this site). */
  login: {
    path: PAGE_ROUTES.login,
    getHref: (returnTo?: string) => withQuery("/login", { returnTo }),
  },
  /** `invite`: an invite code the form fills in (a shared invite link). */
  register: {
    path: PAGE_ROUTES.register,
    getHref: (returnTo?: string, invite?: string) => withQuery("/register", { returnTo, invite }),
  },
  quip: { path: PAGE_ROUTES.quip, getHref: (id: string) => `/quip/${seg(id)}` },
  profile: {
    path: PAGE_ROUTES.profile,
    getHref: (id?: string, tab?: ProfileTab) =>
      withQuery(id ? `/profile/${seg(id)}` : "/profile", { tab }),
  },
  editProfile: { path: PAGE_ROUTES.editProfile, getHref: () => "/edit-profile" },
  account: { path: PAGE_ROUTES.account, getHref: () => "/account" },
  notificationSettings: {
    path: PAGE_ROUTES.notificationSettings,
    getHref: () => "/settings/notifications",
  },
  /** The member's own warnings and their appeals (decision 0158). */
  warnings: { path: PAGE_ROUTES.warnings, getHref: () => "/settings/warnings" },
  /** Where a member lands once their account is deleted. */
  goodbye: { path: PAGE_ROUTES.goodbye, getHref: () => "/goodbye" },
  compose: {
    path: PAGE_ROUTES.compose,
    getHref: (options: { mode?: ComposeMode; vaultQuipId?: string; useTopic?: boolean } = {}) =>
      withQuery("/compose", {
        mode: options.mode,
        vaultQuipId: options.vaultQuipId,
        useTopic: options.useTopic ? "true" : undefined,
      }),
  },
  activity: { path: PAGE_ROUTES.activity, getHref: () => "/activity" },
  search: {
    path: PAGE_ROUTES.search,
    getHref: (query?: string) => (query ? `/search/${seg(query)}` : "/search"),
  },
  topics: { path: PAGE_ROUTES.topics, getHref: () => "/topics" },
  topic: { path: PAGE_ROUTES.topic, getHref: (identifier: string) => `/topics/${seg(identifier)}` },
  forgotPassword: { path: PAGE_ROUTES.forgotPassword, getHref: () => "/forgot-password" },
  resetPassword: {
    path: PAGE_ROUTES.resetPassword,
    getHref: (token?: string) => withQuery("/reset-password", { token }),
  },
  confirmEmail: {
    path: PAGE_ROUTES.confirmEmail,
    getHref: (token?: string) => withQuery("/confirm-email", { token }),
  },
  unsubscribe: {
    path: PAGE_ROUTES.unsubscribe,
    getHref: (token?: string) => withQuery("/unsubscribe", { token }),
  },
  admin: { path: PAGE_ROUTES.admin, getHref: () => "/admin" },
  about: { path: PAGE_ROUTES.about, getHref: () => "/about" },
  privacy: { path: PAGE_ROUTES.privacy, getHref: () => "/privacy" },
  terms: { path: PAGE_ROUTES.terms, getHref: () => "/terms" },
  contact: { path: PAGE_ROUTES.contact, getHref: () => "/contact" },
  /** A member's result card in a competition whose results are public. */
  result: {
    path: PAGE_ROUTES.result,
    getHref: (competitionId: string, userId: string) => resultCardPaths.page(competitionId, userId),
  },
  /** A week's recap; without a week, the current one. */
  recap: {
    path: PAGE_ROUTES.recap,
    getHref: (week?: string) => (week ? `/recap/${seg(week)}` : "/recap"),
  },
} as const satisfies {
  [Page in PageName]: { path: (typeof PAGE_ROUTES)[Page]; getHref: (...args: never[]) => string };
};

/** Server routes the browser navigates to with a full page load (never fetched). */
export const serverPages = {
  login: "/api/login",
} as const;

export const socialLinks = {
  x: { href: "https://x.com/quipjokes", label: "@quipjokes on X" },
  instagram: { href: "https://www.instagram.com/quipjokes", label: "@quipjokes on Instagram" },
} as const;
