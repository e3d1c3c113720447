import { Rss } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { FEED_MSG } from "#shared/messages/feed.ts";
import { ATOM_MEDIA_TYPE, type FeedLink } from "#shared/rules/atom-feeds.ts";

/**
 * The page's Atom feed, to follow in a feed reader (decision 0123): a small link beside what it
 * follows, named by the feed's title for screen readers (and on hover). The same feed the page's
 * head names.
 */
export function AtomFeedLink({ feed, className }: { feed: FeedLink; className?: string }) {
  return (
    <a
      href={feed.href}
      type={ATOM_MEDIA_TYPE}
      title={feed.title}
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-brand-strong underline-offset-2 hover:underline",
        className,
      )}
    >
      <Rss aria-hidden="true" className="size-4" />
      {FEED_MSG.atomLink}
      <span className="sr-only">: {feed.title}</span>
    </a>
  );
}
