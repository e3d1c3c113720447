import { useEffect } from "react";
import { LIVE_MSG } from "#shared/messages/live.ts";

export const SITE_NAME = "Quip";

/**
 * The tab's title: "Quip", or "Page title · Quip", led by the member's unread notifications as
 * "(3) " when there are any, so a tab in the background says there is something new.
 */
export function documentTitle(pageTitle?: string, unread = 0): string {
  const title = pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;
  return unread > 0 ? `(${LIVE_MSG.unreadBadge(unread)}) ${title}` : title;
}

// The page names the title and the layout counts the unread; whichever changes writes both.
// Written only from effects, so rendering on the server never shares them between requests.
const shown = { pageTitle: undefined as string | undefined, unread: 0 };

function writeTitle(): void {
  document.title = documentTitle(shown.pageTitle, shown.unread);
}

/** Sets the tab title for the page: "Quip", or "Page title · Quip". */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    shown.pageTitle = pageTitle;
    writeTitle();
  }, [pageTitle]);
}

/** Leads the tab title with the member's unread count (none when 0 or not yet known). */
export function useUnreadTitle(unread: number): void {
  useEffect(() => {
    shown.unread = unread;
    writeTitle();
  }, [unread]);
}
