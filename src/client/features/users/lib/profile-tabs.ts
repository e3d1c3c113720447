import type { ProfileTab } from "#client/lib/paths.ts";

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  stats: "Stats",
  quips: "Quips",
  followers: "Followers",
  following: "Following",
  bookmarks: "Bookmarks",
  vault: "Vault",
};

/** The tabs a viewer gets: the owner adds Bookmarks and Vault. */
export function profileTabs(isOwn: boolean): ProfileTab[] {
  const tabs: ProfileTab[] = ["stats", "quips", "followers", "following"];
  return isOwn ? [...tabs, "bookmarks", "vault"] : tabs;
}

/** The `?tab=` value when it is one the viewer has, else the default: Stats on one's own
 * profile, Quips on another's. */
export function resolveProfileTab(raw: string | null, isOwn: boolean): ProfileTab {
  const tabs = profileTabs(isOwn);
  const tab = tabs.find((t) => t === raw);
  return tab ?? (isOwn ? "stats" : "quips");
}
