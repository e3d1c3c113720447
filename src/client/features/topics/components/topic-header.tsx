import { CalendarDays } from "lucide-react";
import { AtomFeedLink } from "#client/components/ui/atom-feed-link.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { formatTopicDate, QuipCountBadge } from "#client/entities/topic/index.ts";
import { TOPIC_MSG } from "#shared/messages/topics.ts";
import type { FeedLink } from "#shared/rules/atom-feeds.ts";

/** A topic page's heading: its day, its feed, its words (the page's h1) and its number of quips. */
export function TopicHeader({
  words,
  date,
  quipCount,
  isToday,
  isPending,
  feed,
}: {
  words: string;
  date: string | undefined;
  quipCount: number | undefined;
  isToday: boolean;
  isPending: boolean;
  /** The topic's Atom feed, once the topic is known. */
  feed: FeedLink | null;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-strong">
          <CalendarDays aria-hidden="true" className="size-4" />
          Topic of the Day
          {date ? (
            <span className="font-normal text-gray-700">· {formatTopicDate(date)}</span>
          ) : null}
          {isToday ? (
            <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-bold">
              {TOPIC_MSG.activeNow}
            </span>
          ) : null}
        </p>
        {feed ? <AtomFeedLink feed={feed} className="ml-auto" /> : null}
      </div>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-extrabold tracking-tight break-words text-gray-900 md:text-3xl">
          {isPending ? <Skeleton className="h-9 w-56" /> : words}
        </h1>
        {quipCount !== undefined ? <QuipCountBadge count={quipCount} className="mt-1.5" /> : null}
      </div>
    </Card>
  );
}
