import {
  CalendarClock,
  Flag,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  ScrollText,
  Server,
  UserRoundPlus,
  Users,
} from "lucide-react";
import { type KeyboardEvent, useRef } from "react";
import { useContactUnreadCount } from "#client/features/admin/api/get-contact-unread-count.ts";
import type { AdminTab } from "#client/features/admin/hooks/use-admin-tab.ts";
import { cn } from "#client/lib/cn.ts";

/**
 * An administrator's nine tabs read best as three rows of three at every width (a row of four
 * left the ninth alone on a row); a moderator's three share one row.
 */
const COLUMNS: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-4",
};

const columnsFor = (count: number) => (count > 4 && count % 3 === 0 ? 3 : Math.min(count, 4));

const TAB_INFO: Record<AdminTab, { label: string; icon: LucideIcon }> = {
  dashboard: { label: "Dashboard", icon: LayoutDashboard },
  topics: { label: "Topics", icon: CalendarClock },
  users: { label: "Users", icon: Users },
  signup: { label: "Sign-up", icon: UserRoundPlus },
  queue: { label: "Queue", icon: Inbox },
  flags: { label: "Flags", icon: Flag },
  messages: { label: "Messages", icon: Mail },
  log: { label: "Log", icon: ScrollText },
  system: { label: "System", icon: Server },
};

export const tabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const panelId = (tab: AdminTab) => `admin-panel-${tab}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move between tabs and
 * select them, and each tab controls its panel.
 */
export function AdminTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly AdminTab[];
  value: AdminTab;
  onChange: (tab: AdminTab) => void;
}) {
  const refs = useRef(new Map<AdminTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(value);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target] as AdminTab;
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Admin sections"
      onKeyDown={onKeyDown}
      className={cn(
        "grid gap-1 rounded-2xl border border-gray-200 bg-white p-1 shadow-xs",
        COLUMNS[columnsFor(tabs.length)],
      )}
    >
      {tabs.map((tab) => {
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
            {tab === "messages" ? <UnreadBadge onBrand={isSelected} /> : null}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The count of unread messages on the Messages tab, read with the tab's name. Asked only where
 * that tab is shown: the inbox is the administrators'.
 */
function UnreadBadge({ onBrand }: { onBrand: boolean }) {
  const { data: unread } = useContactUnreadCount();
  const count = unread?.count ?? 0;
  if (count === 0) return null;
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
