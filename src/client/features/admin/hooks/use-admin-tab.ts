import { useLocation, useSearch } from "wouter";
import type { StaffRole } from "#client/lib/auth/staff-role.ts";
import { paths } from "#client/lib/paths.ts";

export const ADMIN_TABS = [
  "dashboard",
  "topics",
  "users",
  "signup",
  "queue",
  "flags",
  "messages",
  "log",
  "system",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * The tabs each role may use: moderators review reports, approve members waiting to join and
 * read the log (decisions 0152, 0155); topics, members, the sign-up mode and blocked domains,
 * messages, the auto-hide setting, the old Flags lists and the System tab (which names members'
 * addresses and QuipBot's run instants, decision 0167) are administration.
 */
export const CONSOLE_TABS: Record<StaffRole, readonly AdminTab[]> = {
  admin: ADMIN_TABS,
  moderator: ["queue", "signup", "log"],
};

const firstTab = (role: StaffRole) => CONSOLE_TABS[role][0] as AdminTab;

function parseTab(value: string | null, role: StaffRole): AdminTab {
  return CONSOLE_TABS[role].find((tab) => tab === value) ?? firstTab(role);
}

export const adminTabHref = (tab: AdminTab) =>
  tab === "dashboard" ? paths.admin.getHref() : `${paths.admin.getHref()}?tab=${tab}`;

/**
 * The console's tab lives in the URL (`?tab=`): the role's first tab by default, and a tab the
 * role may not use (an administrator's link opened by a moderator) reads as that first tab.
 */
export function useAdminTab(role: StaffRole): [AdminTab, (tab: AdminTab) => void] {
  const tab = parseTab(new URLSearchParams(useSearch()).get("tab"), role);
  const [, navigate] = useLocation();
  return [
    tab,
    (next: AdminTab) =>
      navigate(
        role === "moderator" && next === firstTab(role)
          ? paths.admin.getHref()
          : adminTabHref(next),
      ),
  ];
}
