import { type KeyboardEvent, useRef } from "react";
import { Link, useLocation } from "wouter";
import { PROFILE_TAB_LABELS } from "#client/features/users/lib/profile-tabs.ts";
import { cn } from "#client/lib/cn.ts";
import type { ProfileTab } from "#client/lib/paths.ts";

export const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const PANEL_ID = "profile-panel";

/**
 * The profile's sections as tabs that live in the URL (`?tab=`). Arrow keys, Home and End move
 * between them (the selected tab alone is in the Tab order), as a tab list should. The row
 * wraps instead of scrolling: on a phone a sideways-scrolling row hid Bookmarks and Vault with
 * nothing to say they were there, and the open tab could sit off-screen.
 */
export function ProfileTabs({
  tabs,
  current,
  hrefFor,
}: {
  tabs: ProfileTab[];
  current: ProfileTab;
  hrefFor: (tab: ProfileTab) => string;
}) {
  const [, navigate] = useLocation();
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(current);
    const next = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    navigate(hrefFor(next), { replace: true });
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Profile sections"
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-2"
    >
      {tabs.map((tab) => {
        const isCurrent = tab === current;
        return (
          <Link
            key={tab}
            id={tabId(tab)}
            href={hrefFor(tab)}
            role="tab"
            aria-selected={isCurrent}
            aria-controls={isCurrent ? PANEL_ID : undefined}
            tabIndex={isCurrent ? 0 : -1}
            className={cn(
              "shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition-colors",
              isCurrent
                ? "bg-brand text-white"
                : "border border-gray-200 bg-white text-gray-800 hover:bg-gray-50",
            )}
          >
            {PROFILE_TAB_LABELS[tab]}
          </Link>
        );
      })}
    </div>
  );
}
