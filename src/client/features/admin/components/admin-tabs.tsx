import {
  CalendarClock,
  Flag,
  LayoutDashboard,
  type LucideIcon,
  ScrollText,
  UserRoundPlus,
  Users,
} from "lucide-react";
import { type KeyboardEvent, useRef } from "react";
import { ADMIN_TABS, type AdminTab } from "#client/features/admin/hooks/use-admin-tab.ts";
import { cn } from "#client/lib/cn.ts";

const TAB_INFO: Record<AdminTab, { label: string; icon: LucideIcon }> = {
  dashboard: { label: "Dashboard", icon: LayoutDashboard },
  topics: { label: "Topics", icon: CalendarClock },
  users: { label: "Users", icon: Users },
  signup: { label: "Sign-up", icon: UserRoundPlus },
  flags: { label: "Flags", icon: Flag },
  log: { label: "Log", icon: ScrollText },
};

export const tabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const panelId = (tab: AdminTab) => `admin-panel-${tab}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move between tabs and
 * select them, and each tab controls its panel.
 */
export function AdminTabs({
  value,
  onChange,
}: {
  value: AdminTab;
  onChange: (tab: AdminTab) => void;
}) {
  const refs = useRef(new Map<AdminTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = ADMIN_TABS.indexOf(value);
    const last = ADMIN_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ADMIN_TABS[target] as AdminTab;
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Admin sections"
      onKeyDown={onKeyDown}
      className="grid grid-cols-3 gap-1 rounded-2xl sm:grid-cols-6 border border-gray-200 bg-white p-1 shadow-xs"
    >
      {ADMIN_TABS.map((tab) => {
        const { label, icon: Icon } = TAB_INFO[tab];
        const isSelected = tab === value;
        return (
          <button
            key={tab}
            ref={(node) => {
              if (node) refs.current.set(tab, node);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={isSelected}
            aria-controls={panelId(tab)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={cn(
              "flex h-11 items-center justify-center gap-2 rounded-xl px-2 text-sm font-semibold transition-colors",
              isSelected
                ? "bg-brand text-white"
                : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
            )}
          >
            <Icon aria-hidden="true" className="hidden size-4 sm:block" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
