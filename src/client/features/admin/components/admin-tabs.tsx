import {
  CalendarClock,
  Flag,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  ScrollText,
  UserRoundPlus,
  Users,
} from "lucide-react";
import { type KeyboardEvent, useRef } from "react";
import { useContactUnreadCount } from "#client/features/admin/api/get-contact-unread-count.ts";
import { ADMIN_TABS, type AdminTab } from "#client/features/admin/hooks/use-admin-tab.ts";
import { cn } from "#client/lib/cn.ts";

const TAB_INFO: Record<AdminTab, { label: string; icon: LucideIcon }> = {
  dashboard: { label: "Dashboard", icon: LayoutDashboard },
  topics: { label: "Topics", icon: CalendarClock },
  users: { label: "Users", icon: Users },
  signup: { label: "Sign-up", icon: UserRoundPlus },
  flags: { label: "Flags", icon: Flag },
  messages: { label: "Messages", icon: Mail },
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
  const { data: unread } = useContactUnreadCount();

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
      className="grid grid-cols-3 gap-1 rounded-2xl sm:grid-cols-4 lg:grid-cols-7 border border-gray-200 bg-white p-1 shadow-xs"
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
            {tab === "messages" && unread && unread.count > 0 ? (
              <UnreadBadge count={unread.count} onBrand={isSelected} />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** The count of unread messages on the Messages tab, read with the tab's name. */
function UnreadBadge({ count, onBrand }: { count: number; onBrand: boolean }) {
  return (
    <span
      className={cn(
        "min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold tabular-nums",
        onBrand ? "bg-white text-brand-strong" : "bg-brand text-white",
      )}
    >
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
