import { useEffect } from "react";
import { ATOM_MEDIA_TYPE, type FeedLink } from "#shared/rules/atom-feeds.ts";

const SELECTOR = `link[rel="alternate"][type="${ATOM_MEDIA_TYPE}"]`;

/** The feed link a page has put in the head; any other there is left from an earlier page. */
let claimed: HTMLLinkElement | null = null;

/**
 * Points the head at the page's Atom feed while the page is shown, as the server wrote it into
 * the first page's HTML (which the page takes over), so a browser or extension reading the
 * head after a navigation finds the feed of the page in view. Written only from effects.
 */
export function useFeedLink(feed: FeedLink | null): void {
  const href = feed?.href;
  const title = feed?.title;
  useEffect(() => {
    if (!href || !title) return;
    let link = document.head.querySelector<HTMLLinkElement>(SELECTOR);
    if (!link) {
      link = document.createElement("link");
      link.rel = "alternate";
      link.type = ATOM_MEDIA_TYPE;
      document.head.append(link);
    }
    link.setAttribute("href", href);
    link.title = title;
    claimed = link;
    return () => {
      link.remove();
      if (claimed === link) claimed = null;
    };
  }, [href, title]);
}

/**
 * Removes a feed link no page has claimed: the server's, for a first page that sent the reader
 * elsewhere before showing itself (a profile asks a visitor to sign in). Called on navigation.
 */
export function dropUnclaimedFeedLinks(): void {
  for (const link of document.head.querySelectorAll<HTMLLinkElement>(SELECTOR)) {
    if (link !== claimed) link.remove();
  }
}
