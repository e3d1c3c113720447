import { SquarePen } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { EMPTY_FEED_HINTS } from "#client/features/feed/lib/empty-hints.ts";
import { paths } from "#client/lib/paths.ts";
import { FEED_MSG } from "#shared/messages/feed.ts";
import type { FeedFilter } from "#shared/rules/feed-filters.ts";

/**
 * "No quips found", a hint for the filter, and Share Your First Quip: to compose for a member
 * (with today's topic picked when asked), to sign-up for a visitor.
 */
export function FeedEmptyState({
  filter,
  isSignedIn,
  hint = EMPTY_FEED_HINTS[filter],
  useTopic = false,
  onNavigate,
}: {
  filter: FeedFilter;
  isSignedIn: boolean;
  hint?: string | undefined;
  /** Compose opens with today's topic picked. */
  useTopic?: boolean;
  onNavigate?: () => void;
}) {
  const href = isSignedIn ? paths.compose.getHref({ useTopic }) : paths.register.getHref();
  return (
    <Card as="section" aria-labelledby="feed-empty-title" className="px-6 py-10 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
        <SquarePen aria-hidden="true" className="size-6" />
      </span>
      <h3 id="feed-empty-title" className="mt-4 text-lg font-bold text-gray-900">
        {FEED_MSG.emptyTitle}
      </h3>
      <p className="mx-auto mt-2 max-w-sm text-gray-700">{hint}</p>
      <Link href={href} onClick={onNavigate} className={buttonVariants({ className: "mt-5" })}>
        {FEED_MSG.shareFirst}
      </Link>
    </Card>
  );
}
