import { useLocation, useSearch } from "wouter";
import { paths } from "#client/lib/paths.ts";

export const ADMIN_TABS = [
  "dashboard",
  "topics",
  "users",
  "signup",
  "flags",
  "messages",
  "log",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

function parseTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? "dashboard";
}

export const adminTabHref = (tab: AdminTab) =>
  tab === "dashboard" ? paths.admin.getHref() : `${paths.admin.getHref()}?tab=${tab}`;

/** The admin screen's tab lives in the URL (`?tab=`), dashboard by default. */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const tab = parseTab(new URLSearchParams(useSearch()).get("tab"));
  const [, navigate] = useLocation();
  return [tab, (next: AdminTab) => navigate(adminTabHref(next))];
}
