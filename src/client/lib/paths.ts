import { type FeedFilter, feedPath } from "#shared/rules/feed-filters.ts";
import { resultCardPaths } from "#shared/rules/result-card.ts";

/**
 * Every URL the client knows, in one place: `path` is the router pattern (each one also in
 * shared/rules/page-routes.ts, for the server's page-view counter; a test holds them equal),
 * `getHref` builds a link. Shared by the app, pages and features alike.
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
  home: { path: "/", getHref: (filter?: FeedFilter, page?: number) => feedPath(filter, page) },
  /** `returnTo`: the page to come back to once signed in (a path of this site). */
  login: { path: "/login", getHref: (returnTo?: string) => withQuery("/login", { returnTo }) },
  register: {
    path: "/register",
    getHref: (returnTo?: string) => withQuery("/register", { returnTo }),
  },
  quip: { path: "/quip/:id", getHref: (id: string) => `/quip/${seg(id)}` },
  profile: {
    path: "/profile/:id?",
    getHref: (id?: string, tab?: ProfileTab) =>
      withQuery(id ? `/profile/${seg(id)}` : "/profile", { tab }),
  },
  editProfile: { path: "/edit-profile", getHref: () => "/edit-profile" },
  account: { path: "/account", getHref: () => "/account" },
  /** Where a member lands once their account is deleted. */
  goodbye: { path: "/goodbye", getHref: () => "/goodbye" },
  compose: {
    path: "/compose",
    getHref: (options: { mode?: ComposeMode; vaultQuipId?: string; useTopic?: boolean } = {}) =>
      withQuery("/compose", {
        mode: options.mode,
        vaultQuipId: options.vaultQuipId,
        useTopic: options.useTopic ? "true" : undefined,
      }),
  },
  activity: { path: "/activity", getHref: () => "/activity" },
  search: {
    path: "/search/:query?",
    getHref: (query?: string) => (query ? `/search/${seg(query)}` : "/search"),
  },
  topics: { path: "/topics", getHref: () => "/topics" },
  topic: { path: "/topics/:topic", getHref: (identifier: string) => `/topics/${seg(identifier)}` },
  forgotPassword: { path: "/forgot-password", getHref: () => "/forgot-password" },
  resetPassword: {
    path: "/reset-password",
    getHref: (token?: string) => withQuery("/reset-password", { token }),
  },
  confirmEmail: {
    path: "/confirm-email",
    getHref: (token?: string) => withQuery("/confirm-email", { token }),
  },
  admin: { path: "/admin", getHref: () => "/admin" },
  about: { path: "/about", getHref: () => "/about" },
  privacy: { path: "/privacy", getHref: () => "/privacy" },
  terms: { path: "/terms", getHref: () => "/terms" },
  contact: { path: "/contact", getHref: () => "/contact" },
  /** A member's result card in a competition whose results are public. */
  result: {
    path: "/results/:competitionId/:userId",
    getHref: (competitionId: string, userId: string) => resultCardPaths.page(competitionId, userId),
  },
} as const;

/** Server routes the browser navigates to with a full page load (never fetched). */
export const serverPages = {
  login: "/api/login",
} as const;

/** JSON endpoints (fetched through lib/api-client). */
export const apiPaths = {
  currentUser: "/api/auth/user",
  isAdmin: "/api/auth/is-admin",
  login: "/api/auth/login",
  register: "/api/auth/register",
  logout: "/api/logout",
  pageViews: "/api/page-views",
  health: "/api/health",
} as const;

export const socialLinks = {
  x: { href: "https://x.com/quipjokes", label: "@quipjokes on X" },
  instagram: { href: "https://www.instagram.com/quipjokes", label: "@quipjokes on Instagram" },
} as const;
